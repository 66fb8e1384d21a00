import { expect } from 'chai';
import type { ChartEmbed } from './chart-embed';
import { makeSpec, mount, part } from './testing';

afterEach(() => document.body.replaceChildren());

const swatch = (element: ChartEmbed) => getComputedStyle(part(element, '.legend .swatch')!);

describe('legend swatches', () => {
  it('show a candle series in the up and down colours of its candles, not a series colour', async () => {
    const ohlc = [
      { o: 10, h: 14, l: 9, c: 13 },
      { o: 13, h: 13.5, l: 8, c: 9 },
    ];
    const element = await mount(
      makeSpec({ chartType: 'candlestick', data: { labels: ['2024-01-01', '2024-01-02'], datasets: [{ label: 'AAPL', data: ohlc }] } }),
    );
    const style = swatch(element);
    expect(style.backgroundImage).to.contain('rgb(34, 197, 94)').and.contain('rgb(239, 68, 68)');
    expect(style.backgroundColor).to.equal('rgba(0, 0, 0, 0)');
  });

  it('show a line in its series colour', async () => {
    const style = swatch(await mount(makeSpec()));
    expect(style.backgroundImage).to.equal('none');
    expect(style.backgroundColor).to.equal('rgb(34, 211, 238)');
  });
});
