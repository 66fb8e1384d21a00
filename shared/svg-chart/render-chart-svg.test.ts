import { describe, expect, it } from 'vitest';
import type { ChartSpec, ChartType, Dataset } from '../spec/chart-spec';
import { normalizeSpec } from '../spec/normalize-spec';
import { renderChartSvg } from './render-chart-svg';
import { textWidth } from '../chart-core/text-width';

const SIZE = { width: 1200, height: 630 };
const days = (count: number, from = '2024-01-01', stepDays = 1) =>
  Array.from({ length: count }, (_, i) => new Date(Date.parse(from) + i * stepDays * 86_400_000).toISOString().slice(0, 10));

function spec(
  chartType: ChartType,
  labels: unknown[],
  datasets: Array<Partial<Dataset>>,
  options: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
): ChartSpec {
  return normalizeSpec({ chartType, data: { labels, datasets }, options, ...extra });
}

/** The x tick labels with where they are drawn, from the axis group of the SVG. */
function xTickLabels(svg: string): Array<{ x: number; text: string }> {
  const group = /<g class="ticks"[^>]*><g text-anchor="middle">(.*?)<\/g>/.exec(svg)?.[1] ?? '';
  return [...group.matchAll(/<text x="([-\d.]+)" y="[-\d.]+">([^<]*)<\/text>/g)].map((m) => ({ x: Number(m[1]), text: m[2]!.replace(/&amp;/g, '&') }));
}

describe('renderChartSvg: size, captions and theme', () => {
  it('is one SVG of the size asked for, drawn at the widget’s scale and zoomed to fill it', () => {
    const svg = renderChartSvg(spec('line', ['a', 'b'], [{ label: 'x', data: [1, 2] }]), SIZE);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630" viewBox="0 0 761.9 400" /);
    expect(svg.endsWith('</svg>')).toBe(true);
    const small = renderChartSvg(spec('line', ['a', 'b'], [{ label: 'x', data: [1, 2] }]), { width: 300, height: 200 });
    // Its legend, below the plot in so narrow a box, would squeeze the plot: zoomed out instead.
    expect(small).toMatch(/width="300" height="200" viewBox="0 0 336 224"/);
    const bare = renderChartSvg(spec('line', ['a', 'b'], [{ label: 'x', data: [1, 2] }], { legendPosition: 'none' }), { width: 300, height: 200 });
    expect(bare).toMatch(/width="300" height="200" viewBox="0 0 300 200"/);
  });

  it('zooms out rather than squeeze the plot when its texts would leave it less than its minimum', () => {
    const texts = {
      title: 'Household energy prices across the euro area since the start of the war',
      description: 'Monthly averages of electricity and gas prices paid by households, in euros per kilowatt hour, before taxes and levies of any kind.',
      notes: 'Prices before taxes and levies; the last month is provisional and may change when the office publishes its revision.',
      byline: 'Chart: Jane Doe, Data Desk',
      legendPosition: 'bottom',
    };
    const wordy = renderChartSvg(spec('line', ['a', 'b'], [{ label: 'x', data: [1, 2] }], texts, { source: { label: 'Eurostat' } }), {
      width: 360,
      height: 400,
    });
    const [, width, height] = /width="360" height="400" viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(wordy)!.map(Number);
    expect(height).toBeGreaterThan(400);
    expect(width! / height!).toBeCloseTo(360 / 400, 2);
  });

  it('captions every source of the spec, and the date a live chart was updated', () => {
    const caption = (extra: Record<string, unknown>) =>
      /<text class="caption"[^>]*>([^<]*)<\/text>/.exec(renderChartSvg(spec('line', ['a', 'b'], [{ label: 'x', data: [1, 2] }], {}, extra), SIZE))?.[1];
    expect(caption({ source: { label: 'AAPL' } })).toBe('Source: AAPL');
    const sources = [
      { label: 'World Bank', url: 'https://data.worldbank.org/' },
      { label: 'IMF', url: 'https://www.imf.org/' },
    ];
    expect(caption({ source: sources[0], sources, updatedAt: '2026-11-25T09:00:00.000Z' })).toBe('Sources: World Bank, IMF · Updated Nov 25, 2026');
    expect(caption({})).toBeUndefined();
  });

  it('paints with the theme: background, text and series colours', () => {
    const dark = renderChartSvg(spec('line', ['a', 'b'], [{ label: 'x', data: [1, 2] }], { title: 'T' }, { theme: 'dark-green' }), SIZE);
    expect(dark).toContain('<rect width="100%" height="100%" fill="#07170f"/>');
    expect(dark).toContain('fill="#e6e9f2">T</text>');
    expect(dark).toContain('stroke="#4ade80"');
    const light = renderChartSvg(spec('line', ['a', 'b'], [{ label: 'x', data: [1, 2] }], { title: 'T' }, { theme: 'light-blue' }), SIZE);
    expect(light).toContain('fill="#ffffff"/>');
    expect(light).toContain('fill="#0f172a">T</text>');
  });

  it('is the same text for the same spec', () => {
    const chart = spec('line', days(50), [{ label: 'a', data: days(50).map((_, i) => i * i) }], { title: 'Same' });
    expect(renderChartSvg(chart, SIZE)).toBe(renderChartSvg(chart, SIZE));
  });
});

describe('renderChartSvg: kinds and axes', () => {
  it('draws lines, areas, bars, stacks, mixes, a right-hand axis, candles and pies', () => {
    const labels = days(5);
    const line = renderChartSvg(spec('line', labels, [{ label: 'a', data: [1, 3, 2, null, 4] }]), SIZE);
    // A gap splits the line in two.
    expect(/<path class="line" d="([^"]+)"/.exec(line)![1]!.match(/M/g)).toHaveLength(2);
    const area = renderChartSvg(spec('area', labels, [{ label: 'a', data: [1, 3, 2, 5, 4] }]), SIZE);
    expect(area).toMatch(/<path class="area" d="M[^"]+Z" fill="#22d3ee" fill-opacity="0.35"\/>/);
    const bars = renderChartSvg(
      spec('bar', labels, [
        { label: 'a', data: [1, 3, 2, 5, 4] },
        { label: 'b', data: [2, 1, 2, 1, 2] },
      ]),
      SIZE,
    );
    expect(bars.match(/<g class="bar"/g)).toHaveLength(2);
    const stacked = renderChartSvg(
      spec(
        'bar',
        ['x'],
        [
          { label: 'a', data: [2], stacked: true },
          { label: 'b', data: [3], stacked: true },
        ],
      ),
      SIZE,
    );
    // Only the outer end of a stack is rounded.
    expect(stacked).toMatch(/<g class="bar" fill="#22d3ee"><rect [^>]+\/><\/g><g class="bar" fill="#a78bfa"><path d="[^"]*A[^"]*"\/><\/g>/);
    const mixed = renderChartSvg(
      spec('bar', labels, [
        { label: 'a', data: [1, 3, 2, 5, 4] },
        { label: 'b', data: [2, 1, 2, 1, 2], type: 'line' },
      ]),
      SIZE,
    );
    expect(mixed.indexOf('class="bar"')).toBeLessThan(mixed.indexOf('class="line"'));
    const right = renderChartSvg(
      spec('line', labels, [
        { label: 'a', data: [1, 3, 2, 5, 4] },
        { label: 'b', data: [2000, 1000, 2000, 1000, 2000], yAxisID: 'y1' },
      ]),
      SIZE,
    );
    expect(/<g text-anchor="start">(.*?)<\/g>/.exec(right)![1]).toContain('>2,000</text>');
    const candles = renderChartSvg(
      spec('candlestick', labels.slice(0, 2), [
        {
          label: 'c',
          data: [
            { o: 1, h: 3, l: 0, c: 2 },
            { o: 2, h: 2.5, l: 1, c: 1.5 },
          ],
        },
      ]),
      SIZE,
    );
    expect(candles).toContain('class="candle up"');
    expect(candles).toContain('fill="#22c55e"');
    expect(candles).toContain('fill="#ef4444"');
    const pie = renderChartSvg(spec('pie', ['a', 'b', 'c', 'd'], [{ label: 'p', data: [1, 1, 2, 0] }]), SIZE);
    expect(pie.match(/class="slice"/g)).toHaveLength(3);
    expect(pie).toContain('>50%</text>');
    const whole = renderChartSvg(spec('pie', ['only'], [{ label: 'p', data: [7] }]), SIZE);
    expect(whole).toMatch(/<circle class="slice" /);
  });

  it('keeps tick labels apart on every kind of x axis, at every size', () => {
    const axes: Array<[string, unknown[]]> = [
      ['days', days(400)],
      ['weeks', days(120, '2020-01-06', 7)],
      ['hours', Array.from({ length: 200 }, (_, i) => new Date(Date.UTC(2024, 4, 1) + i * 900_000).toISOString().slice(0, 16))],
      ['years', Array.from({ length: 120 }, (_, i) => String(1900 + i))],
      ['numbers', Array.from({ length: 300 }, (_, i) => String((i * 0.37).toFixed(2)))],
      ['categories', Array.from({ length: 60 }, (_, i) => `Store number ${i + 1} downtown`)],
    ];
    for (const [name, labels] of axes) {
      for (const chartType of ['line', 'bar'] as const) {
        for (const width of [200, 420, 800, 1600, 2400]) {
          const svg = renderChartSvg(spec(chartType, labels, [{ label: 'v', data: labels.map((_, i) => Math.sin(i) * 100) }]), { width, height: 400 });
          const ticks = xTickLabels(svg);
          expect(ticks.length, `${name} ${chartType} at ${width}`).toBeGreaterThan(0);
          for (let i = 1; i < ticks.length; i++) {
            const gap = ticks[i]!.x - ticks[i - 1]!.x - (textWidth(ticks[i]!.text, 12) + textWidth(ticks[i - 1]!.text, 12)) / 2;
            expect(gap, `${name} ${chartType} at ${width}: "${ticks[i - 1]!.text}" and "${ticks[i]!.text}"`).toBeGreaterThan(4);
          }
        }
      }
    }
  });
});

describe('renderChartSvg: legends', () => {
  it('ends a legend with more entries than room in “+N more”, inside the image', () => {
    const datasets = Array.from({ length: 80 }, (_, i) => ({ label: `Series ${i + 1}`, data: [i, i + 1] }));
    for (const legendPosition of ['right', 'bottom', 'top', 'left']) {
      const svg = renderChartSvg(spec('line', ['a', 'b'], datasets, { legendPosition }), { width: 800, height: 400 });
      const legend = /<g class="legend"[^>]*>(.*?)<\/g>/.exec(svg)![1]!;
      expect(legend, legendPosition).toMatch(/>\+\d+ more<\/text>/);
      for (const [, x, text] of legend.matchAll(/<text x="([\d.]+)" y="[\d.]+">([^<]*)<\/text>/g)) {
        expect(Number(x) + textWidth(text!, 13), `${legendPosition}: ${text}`).toBeLessThanOrEqual(800);
      }
    }
  });

  it('shows a candle series in its legend with the up and down colours of its candles, no other', () => {
    const ohlc = [
      { o: 1, h: 3, l: 0, c: 2 },
      { o: 2, h: 2.5, l: 1, c: 1.5 },
    ];
    const legendFills = (svg: string) => [...(/<g class="legend"[^>]*>(.*?)<\/g>/.exec(svg)?.[1] ?? '').matchAll(/fill="([^"]+)"/g)].map((m) => m[1]);
    const candles = renderChartSvg(
      spec(
        'candlestick',
        ['a', 'b'],
        [
          { label: 'AAPL', data: ohlc },
          { label: 'MSFT', data: ohlc },
        ],
      ),
      SIZE,
    );
    expect(legendFills(candles)).toEqual(['#22c55e', '#ef4444', '#22c55e', '#ef4444']);
    const lines = renderChartSvg(spec('line', ['a', 'b'], [{ label: 'x', data: [1, 2] }]), SIZE);
    expect(legendFills(lines)).toHaveLength(1);
    expect(legendFills(lines)).not.toContain('#22c55e');
  });
});

describe('renderChartSvg: huge, hostile and broken input', () => {
  it('escapes every text of the spec, and holds no script, handler or outside reference', () => {
    const evil = '<script>alert(1)</script><img src=x onerror=alert(2)>"\'&\u0000';
    const svg = renderChartSvg(
      spec(
        'bar',
        [evil, 'b'],
        [{ label: evil, data: [1, 2] }],
        { title: evil, xAxis: evil, yAxis: evil, legendPosition: 'bottom' },
        { source: { label: evil, url: 'https://evil.example' } },
      ),
      SIZE,
    );
    // eslint-disable-next-line no-control-regex -- the NUL in the label must not reach the image
    expect(svg).not.toMatch(/<script|<img|foreignObject|href|\u0000/i);
    expect(svg).not.toMatch(/\son\w+="/);
    expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:/);
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  // How fast is bench/chart-image.ts's to say, not a timed assertion: CI machines are noisy.
  it('draws 100,000 points as a few thousand', () => {
    let value = 0;
    const data = Array.from({ length: 100_000 }, (_, i) => (value += Math.sin(i * 0.01) + Math.cos(i * 0.37)));
    const chart = spec(
      'area',
      Array.from({ length: 100_000 }, (_, i) => String(i)),
      [{ label: 'v', data }],
    );
    const svg = renderChartSvg(chart, SIZE);
    expect(svg.length).toBeLessThan(100_000);
    expect(svg).toContain('stroke-width="1"');
  });

  it('draws nothing it cannot: no data, gaps, broken candles, values that are not numbers', () => {
    expect(renderChartSvg(spec('line', [], [{ label: 'x', data: [] }]), SIZE)).toContain('>No data to draw</text>');
    const broken = renderChartSvg(
      spec('candlestick', ['a', 'b', 'c'], [{ label: 'c', data: [{ o: 1, h: 2, l: 0, c: 1.5 }, { o: Number.NaN, h: 2, l: 0, c: 1 } as never, null] }]),
      SIZE,
    );
    expect(broken.match(/M/g)!.length).toBeGreaterThan(0);
    expect(broken).not.toMatch(/NaN|Infinity|undefined/);
    const odd = renderChartSvg(spec('line', ['a', 'b', 'c'], [{ label: 'x', data: [1, 'two', Infinity] as never }]), SIZE);
    expect(odd).not.toMatch(/NaN|Infinity|undefined/);
  });
});
