import { describe, expect, it } from 'vitest';
import { samples } from '../../kinds/scatter/scatter-samples';
import type { ChartSpec } from '../../spec/chart-spec';
import { normalizeSpec } from '../../spec/normalize-spec';
import { valueFormat } from '../../chart-core/value-format';
import { scatterLayout } from '../../kinds/scatter/scatter-layout';
import { scatterPoints } from '../../kinds/scatter/scatter-points';
import { chartFrame } from '../chart-frame';
import { chartStyle } from '../chart-style';
import { renderChartSvg } from '../render-chart-svg';
import { num } from '../svg-number';

const SIZE = { width: 800, height: 450 };

function scatter(xs: Array<number | null>, ys: Array<number | null>, options: Partial<ChartSpec['options']> = {}, sizes?: number[]): ChartSpec {
  return normalizeSpec({
    chartType: 'scatter',
    theme: 'light-blue',
    data: {
      labels: xs.map((_, i) => `P${i + 1}`),
      datasets: [{ label: 'Height', data: xs }, { label: 'Weight', data: ys }, ...(sizes ? [{ label: 'Age', data: sizes }] : [])],
    },
    options: { title: 'Points', ...options },
  });
}

const texts = (svg: string, group: string) =>
  [...(new RegExp(`<g class="${group}"[^>]*>(.*?)</g>`).exec(svg)?.[1] ?? '').matchAll(/>([^<]+)</g)].map((m) => m[1]);

describe('the scatter plot in the server image', () => {
  it('titles its axes with the first two datasets and draws one path of dots per colour', () => {
    const svg = renderChartSvg(scatter([1, 2, 3, 4], [10, 30, 20, 40]), SIZE);
    expect(svg).toContain('>Height</text>');
    expect(svg).toContain('>Weight</text>');
    expect(svg.match(/class="dots"/g)).toHaveLength(1);
    expect(svg.match(/a4 4 0 1 0 8 0/g)).toHaveLength(4);
    // No legend of datasets: a plot without groups has one colour.
    expect(svg).not.toContain('class="legend"');
  });

  it('places the ticks and the groups’ legend the core lays out, as the widget does', () => {
    const spec = samples()['scatter-log-light']!;
    const box = chartFrame(spec, chartStyle(spec), 640, 400, 'de-DE').plot;
    const { points, groups } = scatterPoints(spec);
    const layout = scatterLayout({
      xs: points.map((p) => p.x),
      ys: points.map((p) => p.y),
      logX: true,
      logY: true,
      groups,
      legendPosition: spec.options.legendPosition,
      xTitle: spec.data.datasets[0]!.label,
      yTitle: spec.data.datasets[1]!.label,
      box,
      tick: valueFormat(spec.options.numberFormat, 'de-DE').tick,
    });
    const svg = renderChartSvg(spec, { width: 640, height: 400 }, 'de-DE');
    const ticks = [...(/<g class="ticks"[^>]*>(.*?)<\/g><\/g>/.exec(svg)?.[1] ?? '').matchAll(/>([^<]+)</g)].map((m) => m[1]);
    expect(ticks).toEqual([...layout.xTicks, ...layout.yTicks].map((t) => t.text));
    expect(texts(svg, 'legend')).toEqual(layout.legend!.entries.map((e) => e.text));
    const x = layout.plot.x + layout.x.at(layout.xTicks[0]!.value) * layout.plot.width;
    expect(svg).toContain(`<text x="${num(x)}"`);
    // The frame lists no datasets: the one legend is the groups'.
    expect(svg.match(/class="legend"/g)).toHaveLength(1);
  });

  it('colours points by group, with a legend of the groups', () => {
    const svg = renderChartSvg(
      scatter([1, 2, 3, 4], [10, 30, 20, 40], { legendPosition: 'top', scatter: { groups: ['North', 'South', 'North', 'East'] } }),
      SIZE,
    );
    expect(texts(svg, 'legend')).toEqual(['North', 'South', 'East']);
    expect(svg.match(/class="dots"/g)).toHaveLength(3);
  });

  it('draws bubbles with their area in proportion to the third dataset', () => {
    const svg = renderChartSvg(scatter([1, 2], [1, 2], {}, [100, 25]), SIZE);
    const radii = [...svg.matchAll(/<circle cx="[\d.]+" cy="[\d.]+" r="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(radii).toHaveLength(2);
    expect(radii[0]! / radii[1]!).toBeCloseTo(2, 1);
  });

  it('puts log axes on powers of ten and leaves out what a log axis cannot place', () => {
    const svg = renderChartSvg(scatter([0, 10, 1000, 100_000], [5, 6, 7, 8], { scatter: { logX: true } }), SIZE);
    expect(texts(svg, 'ticks')).toEqual(expect.arrayContaining(['10', '1K', '100K']));
    expect(svg.match(/a4 4 0 1 0 8 0/g)).toHaveLength(3);
  });

  it('draws the trend line with its equation, and names the labelled points', () => {
    const svg = renderChartSvg(scatter([1, 2, 3, 4], [2, 4, 6, 8.5], { scatter: { trend: true, labelled: ['P2'] } }), SIZE);
    expect(svg).toContain('class="trend"');
    expect(svg).toMatch(/class="trend-equation"[^>]*>y = 2\.15x − 0\.25, r = 1\.00</);
    expect(texts(svg, 'point-labels')).toEqual(['P2']);
  });

  it('keeps ten thousand points a small drawing', () => {
    const svg = renderChartSvg(samples()['scatter-10k']!, SIZE);
    expect(svg.length).toBeLessThan(500_000);
    expect(svg).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('draws nothing out of shapes that no stored chart has', () => {
    const odd = normalizeSpec({
      chartType: 'scatter',
      data: {
        labels: ['a', 'b'],
        datasets: [
          { label: 'x', data: [1, -1] },
          { label: 'y', data: [null, 0] },
          { label: 's', data: [-5, null] },
        ],
      },
      options: { scatter: { logX: true, logY: true, trend: true, labelled: 'a', groups: 7 } },
    });
    const svg = renderChartSvg(odd, { width: 200, height: 150 });
    expect(svg).not.toMatch(/NaN|Infinity|undefined/);
    // Values near the smallest double: a log axis of powers of ten far past any number format's decimals.
    const tiny = normalizeSpec({
      ...odd,
      data: {
        labels: ['a', 'b'],
        datasets: [
          { label: 'x', data: [5e-324, 1] },
          { label: 'y', data: [1e-300, 0] },
        ],
      },
    });
    expect(renderChartSvg(tiny, SIZE)).toContain('>1e-300<');
  });
});
