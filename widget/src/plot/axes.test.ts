import { expect } from 'chai';
import type { ChartSpec } from '@shared/spec/chart-spec';
import type { ChartEmbed } from '../chart-embed';
import { drawnTexts, makeSpec, nextEvent, overlap, type DrawnText } from '../testing';

afterEach(() => document.body.replaceChildren());

const days = (n: number, from = Date.UTC(2024, 0, 1), step = 86_400_000) =>
  Array.from({ length: n }, (_, i) => new Date(from + i * step).toISOString().slice(0, 10));
const months = (n: number) => Array.from({ length: n }, (_, i) => new Date(Date.UTC(2023, i, 1)).toISOString().slice(0, 10));
const years = (n: number) => Array.from({ length: n }, (_, i) => new Date(Date.UTC(1995 + i, 0, 1)).toISOString().slice(0, 10));
const series = (n: number, base = 200) => Array.from({ length: n }, (_, i) => base + Math.sin(i / 5) * 8 + i * 0.05);
const spec = (chartType: ChartSpec['chartType'], labels: string[], data = series(labels.length)) =>
  makeSpec({ chartType, data: { labels, datasets: [{ label: 'Series', data }] }, options: { legendPosition: 'top' } });

const CASES: Record<string, ChartSpec> = {
  'days on a line chart': spec('line', days(120)),
  'months on a line chart': spec('line', months(24)),
  'years (as dates) on an area chart': spec('area', years(30)),
  'years as numbers': spec(
    'line',
    Array.from({ length: 15 }, (_, i) => String(2010 + i)),
  ),
  'twelve ISO dates on a bar chart': spec('bar', months(12)),
  'long categories on a bar chart': spec(
    'bar',
    Array.from({ length: 30 }, (_, i) => `Region number ${i + 1} of the north`),
  ),
  'candlestick dates': makeSpec({
    chartType: 'candlestick',
    data: { labels: days(60), datasets: [{ label: 'AAPL', data: days(60).map((_, i) => ({ o: 10 + (i % 5), h: 16 + (i % 5), l: 8, c: 12 })) }] },
  }),
};

/** The texts of one drawing of the chart in a box of this width. */
async function draw(chart: ChartSpec, width: number): Promise<DrawnText[]> {
  const box = document.createElement('div');
  box.style.width = `${width}px`;
  document.body.append(box);
  const element = document.createElement('chart-embed') as ChartEmbed;
  element.setAttribute('height', '320');
  element.spec = chart;
  return drawnTexts(async () => {
    const ready = nextEvent(element, 'chart-embed:ready');
    box.append(element);
    await ready;
  });
}

describe('tick labels', () => {
  for (const [name, chart] of Object.entries(CASES)) {
    it(`never collide and are never cut off: ${name}, 280 to 1600 px wide`, async () => {
      for (const width of [280, 420, 640, 1000, 1600]) {
        document.body.replaceChildren();
        const texts = (await draw(chart, width)).filter((t) => t.text !== '');
        expect(texts.length, `${width}px: some labels`).to.be.greaterThan(3);
        for (const [i, a] of texts.entries()) {
          expect(a.left, `${width}px: "${a.text}" starts inside`).to.be.at.least(-0.5);
          expect(a.right, `${width}px: "${a.text}" ends inside`).to.be.at.most(a.canvasWidth + 0.5);
          for (const b of texts.slice(i + 1)) expect(overlap(a, b), `${width}px: "${a.text}" and "${b.text}"`).to.equal(false);
        }
      }
    });
  }

  it('writes years that are numbers without thousands separators', async () => {
    const texts = (await draw(CASES['years as numbers']!, 800)).map((t) => t.text);
    expect(texts).to.include('2010');
    expect(texts.some((t) => /\d,\d{3}/.test(t) && /^2,0/.test(t))).to.equal(false);
  });

  it('puts y ticks on nice, even steps whose labels are exact', async () => {
    const chart = spec(
      'line',
      days(30),
      days(30).map((_, i) => 198 + i * 0.35),
    );
    const values = (await draw(chart, 800)).filter((t) => t.align === 'right' || t.align === 'end').map((t) => t.text);
    const numbers = values.map(Number);
    expect(numbers.every(Number.isFinite), values.join(' ')).to.equal(true);
    const steps = numbers.slice(1).map((v, i) => +Math.abs(v - numbers[i]!).toFixed(6));
    expect(new Set(steps).size, values.join(' ')).to.equal(1);
    expect(
      [1, 2, 5].some((m) => Math.log10(steps[0]! / m) % 1 === 0),
      `step ${steps[0]}`,
    ).to.equal(true);
  });

  it('writes dates in one format chosen by the span: months with the year first and at each new year', async () => {
    const texts = (await draw(spec('line', months(24)), 1200)).map((t) => t.text);
    expect(
      texts.some((t) => /^[A-Z][a-z]{2} 2023$/.test(t)),
      texts.join('|'),
    ).to.equal(true);
    expect(texts).to.include('2024');
    expect(texts.some((t) => /\d+\/\d+/.test(t))).to.equal(false);
  });

  it('ticks a few plain dates on days, never on the hours between them', async () => {
    const texts = (await draw(spec('line', days(5)), 1600)).map((t) => t.text);
    expect(
      texts.some((t) => /\d\d:\d\d/.test(t)),
      texts.join('|'),
    ).to.equal(false);
    expect(
      texts.filter((t) => /^Jan [1-5]$/.test(t)),
      texts.join('|'),
    ).to.have.length(5);
  });
});
