import { describe, expect, it } from 'vitest';
import { samples } from '../../kinds/scatter/scatter-samples';
import type { ChartSpec } from '../../spec/chart-spec';
import { normalizeSpec } from '../../spec/normalize-spec';
import { renderChartSvg } from '../render-chart-svg';

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
    expect(texts(svg, 'ticks')).toEqual(expect.arrayContaining(['10', '1,000', '100K']));
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
