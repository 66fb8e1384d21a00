import { expect } from 'chai';
import { MIN_PLOT_HEIGHT, reservedHeight, roomSteps } from '@shared/chart-core/plot-room';
import type { ChartSpec } from '@shared/spec/chart-spec';
import type { ChartEmbed } from './chart-embed';
import { frame, makeSpec, mount, nextEvent, part } from './testing';

const errors: string[] = [];
const onError = (event: ErrorEvent) => errors.push(event.message);
const onRejection = (event: PromiseRejectionEvent) => errors.push(String(event.reason));
beforeEach(() => {
  errors.length = 0;
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
});
afterEach(() => {
  removeEventListener('error', onError);
  removeEventListener('unhandledrejection', onRejection);
  document.body.replaceChildren();
});

const awkward = [-3, 0, 0.001, -0.002, 1e-9, 5, 0, -1];
const labels = awkward.map((_, i) => `2024-01-0${i + 1}`);
const TYPES: ChartSpec['chartType'][] = ['line', 'area', 'bar', 'pie', 'candlestick'];
const specFor = (chartType: ChartSpec['chartType'], stacked = false): ChartSpec =>
  makeSpec({
    chartType,
    data: {
      labels,
      datasets:
        chartType === 'candlestick'
          ? [{ label: 'C', data: awkward.map((v) => ({ o: v, h: v + 0.001, l: v - 0.001, c: v })) }]
          : [
              { label: 'A', data: awkward, stacked },
              { label: 'B', data: awkward.map((v) => -v), stacked },
            ],
    },
  });

describe('nothing the element does throws into the page', () => {
  for (const chartType of TYPES) {
    it(`draws a ${chartType} chart of negative, zero and tiny values, at any width, without an error`, async () => {
      for (const width of [0, 40, 120, 600]) {
        document.body.replaceChildren();
        const element = await mount(null);
        element.parentElement!.style.width = `${width}px`;
        const ready = nextEvent(element, 'chart-embed:ready');
        element.spec = specFor(chartType, chartType !== 'line');
        if (width > 0) await ready;
        await frame();
        element.parentElement!.style.width = '500px';
        await frame();
        await frame();
      }
      expect(errors).to.deep.equal([]);
    });
  }

  it('draws forty bars in a 120 px column, and a column that starts 0 px wide and grows', async () => {
    const forty = makeSpec({
      chartType: 'bar',
      data: { labels: Array.from({ length: 40 }, (_, i) => `b${i}`), datasets: [{ label: 'x', data: Array.from({ length: 40 }, (_, i) => (i % 5) - 2) }] },
    });
    const element = await mount(forty, (el) => el.setAttribute('height', '200'));
    element.parentElement!.style.width = '120px';
    await frame();
    element.parentElement!.style.width = '0px';
    await frame();
    element.parentElement!.style.width = '700px';
    await frame();
    await frame();
    expect(errors).to.deep.equal([]);
    expect(part(element, '[role=alert]')).to.equal(null);
  });

  it('shows bad inline JSON inside the box and fires chart-embed:error', async () => {
    const element = document.createElement('chart-embed') as ChartEmbed;
    const script = document.createElement('script');
    script.type = 'application/json';
    script.textContent = '{ not json';
    element.append(script);
    const failed = nextEvent(element, 'chart-embed:error');
    document.body.append(element);
    expect((await failed).detail.message).to.equal('The chart’s inline data is not valid JSON.');
    await element.updateComplete;
    expect(part(element, '[role=alert]')!.textContent).to.contain('not valid JSON');
    await frame();
    expect(errors).to.deep.equal([]);
  });

  it('ignores Escape and arrows on a chart that has not drawn yet', async () => {
    const element = await mount(null);
    part(element, '.frame')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    element.spec = makeSpec();
    await element.updateComplete;
    part(element, '[part=canvas]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    part(element, '[part=canvas]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await frame();
    expect(errors).to.deep.equal([]);
  });
});

describe('filling the box', () => {
  for (const position of ['top', 'right', 'bottom', 'left', 'none'] as const) {
    it(`gives the plot its room with the legend ${position}: its least height on a phone, 60% of a wider box`, async () => {
      for (const [width, height] of [
        [320, 300],
        [600, 400],
        [1200, 500],
      ] as const) {
        document.body.replaceChildren();
        const spec = makeSpec({ options: { legendPosition: position, title: 'A title' }, source: { label: 'A source' } });
        // As an embed reserves it: taller on a phone when the texts need it (plot-room.ts).
        const element = await mount(spec, (el) => el.setAttribute('height', String(reservedHeight(roomSteps(spec), width, height))));
        element.parentElement!.style.width = `${width}px`;
        await frame();
        await frame();
        const box = element.getBoundingClientRect();
        const plot = part(element, '.plot')!.getBoundingClientRect();
        // On a phone the foot's 24 px buttons take a row of their own; there the rule is the plot's least height.
        if (width < 480) expect(plot.height, `${width}×${height}`).to.be.at.least(MIN_PLOT_HEIGHT);
        else expect((plot.width * plot.height) / (box.width * box.height), `${width}×${height}`).to.be.at.least(0.6);
      }
    });
  }

  it('moves a side legend below the plot when the box is too narrow for it', async () => {
    const element = await mount(makeSpec({ options: { legendPosition: 'right' } }));
    element.parentElement!.style.width = '360px';
    await frame();
    const legend = part(element, '[part=legend]')!.getBoundingClientRect();
    const plot = part(element, '.plot')!.getBoundingClientRect();
    expect(legend.top).to.be.at.least(plot.bottom);
    expect(plot.width).to.be.greaterThan(300);
  });
});

describe('colours', () => {
  it('never gives two slices or series the same colour, past the palette too', async () => {
    const names = ['Asia', 'Africa', 'Europe', 'Latin America', 'North America', 'Oceania', 'Antarctica', 'Atlantis'];
    const element = await mount(makeSpec({ chartType: 'pie', data: { labels: names, datasets: [{ label: 'People', data: [47, 14, 7, 6, 4, 1, 1, 1] }] } }));
    const swatches = [...element.shadowRoot!.querySelectorAll('.legend .swatch')].map((s) => getComputedStyle(s).backgroundColor);
    expect(swatches).to.have.length(names.length);
    expect(new Set(swatches).size).to.equal(names.length);
  });
});

describe('moving in the page', () => {
  it('stops drawing when removed, and draws again when added back', async () => {
    const element = await mount(makeSpec());
    const box = element.parentElement!;
    element.remove();
    await frame();
    expect(element.shadowRoot!.querySelector('canvas')).to.equal(null);
    const ready = nextEvent(element, 'chart-embed:ready');
    box.append(element);
    await ready;
    expect(element.shadowRoot!.querySelectorAll('canvas').length).to.be.greaterThan(0);
  });
});

describe('series denser than their pixels', () => {
  /** Canvas columns (device pixels) in `from`–`to` of the canvas width that hold the colour. */
  const columnsWith = (element: ChartEmbed, hex: string, from: number, to: number) => {
    const canvas = element.shadowRoot!.querySelector('canvas')!;
    const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    const { data, width, height } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let columns = 0;
    for (let x = Math.round(from * width); x < Math.round(to * width); x++) {
      for (let y = 0; y < height; y++) {
        const i = (y * width + x) * 4;
        if (data[i + 3]! > 200 && want.every((v, c) => Math.abs(data[i + c]! - v) <= 40)) {
          columns++;
          break;
        }
      }
    }
    return columns;
  };

  it('draws the line across pixel columns that have values, and leaves a run of nulls open', async () => {
    const n = 20_000;
    const day = (i: number) => new Date(Date.UTC(1990, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    const values = Array.from({ length: n }, (_, i) => (i >= 8_000 && i < 12_000 ? null : 50 + 40 * Math.sin(i / 700)));
    const element = await mount(makeSpec({ data: { labels: Array.from({ length: n }, (_, i) => day(i)), datasets: [{ label: 'Dense', data: values }] } }));
    // The plot starts after the y axis: its middle fifth, where the nulls are, sits right of the canvas's.
    expect(columnsWith(element, '#22d3ee', 0.48, 0.56)).to.equal(0);
    // Either side of it the line goes on (a 1 px line along a pixel edge is antialiased to two fainter rows, so most columns, not all).
    expect(columnsWith(element, '#22d3ee', 0.2, 0.3)).to.be.greaterThan(0.6 * 0.1 * element.shadowRoot!.querySelector('canvas')!.width);
    expect(errors).to.deep.equal([]);
  });
});
