import { describe, expect, it } from 'vitest';
import { leavesRange, seeded, svgSegments } from '../../tests/support/curve-range';
import type { Dataset } from '../spec/chart-spec';
import { normalizeSpec } from '../spec/normalize-spec';
import { renderChartSvg } from './render-chart-svg';
import { smoothPath } from './curve-path';

/** The path data of every line and area the server image draws. */
function drawnPaths(chartType: 'line' | 'area', labels: string[], datasets: Array<Partial<Dataset>>): string[] {
  const svg = renderChartSvg(normalizeSpec({ chartType, data: { labels, datasets }, options: {} }), { width: 800, height: 450 });
  return [...svg.matchAll(/<path class="(?:line|area)" d="([^"]*)"/g)].map((m) => m[1]!);
}

const days = (n: number) => Array.from({ length: n }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10));

describe('smoothPath', () => {
  it('keeps 10, 10, 2, 2, 10 between each pair of points', () => {
    const d = smoothPath([0, 10, 100, 10, 200, 2, 300, 2, 400, 10], 0.3);
    expect(svgSegments(d)).toHaveLength(4);
    expect(leavesRange(svgSegments(d))).toEqual([]);
  });

  it('draws fewer than three points straight, continuing the subpath when asked', () => {
    expect(smoothPath([0, 1, 10, 5], 0.3)).toBe('M0,1 10,5');
    expect(smoothPath([0, 1, 10, 5, 20, 0], 0.3, 'L').startsWith('L0,1C')).toBe(true);
  });
});

describe('the server image’s curves', () => {
  it('never leave the range of two neighbouring points: 10, 10, 2, 2, 10, steps, spikes, gaps', () => {
    const series = [
      [10, 10, 2, 2, 10],
      [0, 0, 0, 5, 5, 5, 0, 0],
      [1, 1, 90, 1, 1, -40, 1, 1],
      [3, null, 8, 1, 8, null, null, 2, 9, 9, 0],
    ];
    for (const data of series) {
      for (const chartType of ['line', 'area'] as const) {
        const paths = drawnPaths(chartType, days(data.length), [{ label: 's', data }]);
        expect(paths.length).toBeGreaterThan(0);
        for (const d of paths) expect(leavesRange(svgSegments(d)), `${chartType} ${data}`).toEqual([]);
      }
    }
  });

  it('never leave it on random series, unevenly spaced dates and stacked areas', () => {
    const random = seeded(7);
    for (let k = 0; k < 60; k++) {
      const n = 3 + Math.floor(random() * 40);
      let day = 0;
      const labels = Array.from({ length: n }, () =>
        new Date(Date.UTC(2024, 0, 1 + (day += 1 + Math.floor(random() * random() * 30)))).toISOString().slice(0, 10),
      );
      const values = () => Array.from({ length: n }, () => (random() < 0.08 ? null : random() < 0.3 ? 5 : Math.round(random() * 200 - 50)));
      const stacked = k % 3 === 0;
      const datasets = [
        { label: 'a', data: values(), stacked },
        { label: 'b', data: values(), stacked },
      ];
      for (const d of drawnPaths(k % 2 ? 'line' : 'area', labels, datasets))
        expect(leavesRange(svgSegments(d)), `${labels} ${JSON.stringify(datasets)}`).toEqual([]);
    }
  });
});
