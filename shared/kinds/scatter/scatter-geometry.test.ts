import { describe, expect, it } from 'vitest';
import { normalizeSpec } from '../../spec/normalize-spec';
import { pointIndex } from './point-index';
import { bubbleRadius, scatterAxis } from './scatter-axis';
import { pointOrder, summarizeScatter } from './scatter-summary';
import { scatterPoints } from './scatter-points';
import { correlationWords, fitTrend, trendAt, trendEquation } from './trend-line';

const spec = (xs: Array<number | null>, ys: Array<number | null>, scatter = {}, sizes?: number[]) =>
  normalizeSpec({
    chartType: 'scatter',
    data: {
      labels: xs.map((_, i) => `P${i + 1}`),
      datasets: [{ label: 'X', data: xs }, { label: 'Y', data: ys }, ...(sizes ? [{ label: 'S', data: sizes }] : [])],
    },
    options: { title: 'T', scatter },
  });

describe('scatter axes', () => {
  it('pads a linear range and puts nice ticks on it', () => {
    const axis = scatterAxis([3, 47], false, 400, 50);
    expect(axis.lo).toBeLessThanOrEqual(3);
    expect(axis.hi).toBeGreaterThanOrEqual(47);
    expect(axis.ticks.every((t) => t >= axis.lo && t <= axis.hi)).toBe(true);
    expect(axis.at(axis.lo)).toBe(0);
    expect(axis.at(axis.hi)).toBe(1);
  });

  it('spans whole decades on a log axis, with 2 and 5 when there is room', () => {
    const axis = scatterAxis([300, 80_000], true, 600, 40);
    expect([axis.lo, axis.hi]).toEqual([100, 100_000]);
    expect(axis.ticks).toContain(1000);
    expect(axis.ticks).toContain(2000);
    expect(axis.at(1000)).toBeCloseTo(1 / 3);
    expect(scatterAxis([300, 80_000], true, 100, 40).ticks).not.toContain(2000);
  });

  it('sizes bubbles by area', () => {
    expect(bubbleRadius(100, 100, 20, 3)).toBe(20);
    expect(bubbleRadius(25, 100, 20, 3)).toBe(10);
    expect(bubbleRadius(null, 100, 20, 3)).toBe(3);
  });
});

describe('scatter points, trend and summary', () => {
  it('draws the points with both values and counts the rest', () => {
    const { points, missing, groups } = scatterPoints(spec([1, 2, null], [4, null, 6]));
    expect(points.map((p) => p.index)).toEqual([0]);
    expect([missing, groups]).toEqual([2, []]);
  });

  it('numbers groups in the order they first appear', () => {
    const { points, groups } = scatterPoints(spec([1, 2, 3], [1, 2, 3], { groups: ['b', 'a', 'b'] }));
    expect(groups).toEqual(['b', 'a']);
    expect(points.map((p) => p.group)).toEqual([0, 1, 0]);
  });

  it('fits a line by least squares, in logs on a log axis', () => {
    const fit = fitTrend(scatterPoints(spec([1, 2, 3, 4], [3, 5, 7, 9])).points)!;
    expect([fit.slope, fit.intercept, fit.r]).toEqual([2, 1, 1]);
    expect(trendEquation(fit)).toBe('y = 2x + 1');
    const power = fitTrend(scatterPoints(spec([1, 10, 100], [2, 20, 200])).points, true, true)!;
    expect(power.slope).toBeCloseTo(1);
    expect(trendAt(power, 1000, true, true)).toBeCloseTo(2000);
    expect(trendEquation(power, true, true)).toBe('log₁₀ y = 1 log₁₀ x + 0.301');
    expect(fitTrend(scatterPoints(spec([1, 1], [2, 3])).points)).toBeNull();
  });

  it('says the correlation in words', () => {
    expect(correlationWords(0.85)).toBe('a strong positive correlation');
    expect(correlationWords(-0.5)).toBe('a moderate negative correlation');
    expect(correlationWords(0.05)).toBe('little or no correlation');
  });

  it('summarizes points, r, groups and points left out', () => {
    expect(summarizeScatter(spec([1, 2, 3, null], [2, 4, 7, 1], { groups: ['a', 'b', 'a', 'b'] }))).toBe(
      'Scatter plot: T. 3 points: Y against X. Correlation r = 0.99: a strong positive correlation. 2 groups: a, b. 1 point without both values is not drawn.',
    );
    expect(summarizeScatter(spec([1, 2], [2, 1], {}, [5, 6]))).toMatch(/^Bubble chart: T\. 2 points: Y against X, sized by S\./);
  });

  it('moves keyboard focus by x, then by y', () => {
    expect(pointOrder(spec([3, 1, 3, 2], [5, 0, 4, 9]))).toEqual([1, 3, 2, 0]);
  });
});

describe('the nearest point', () => {
  it('finds what a full scan finds, within reach', () => {
    let seed = 3;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const xs = Array.from({ length: 2000 }, () => random() * 500);
    const ys = Array.from({ length: 2000 }, () => random() * 300);
    const index = pointIndex(xs, ys, 500, 300);
    for (let k = 0; k < 200; k++) {
      const [x, y] = [random() * 520 - 10, random() * 320 - 10];
      let best = -1;
      let distance = 30 * 30;
      xs.forEach((px, i) => {
        const d = (px - x) ** 2 + (ys[i]! - y) ** 2;
        if (d <= distance) [best, distance] = [i, d];
      });
      const found = index.nearest(x, y, 30);
      expect(found === -1 ? -1 : (xs[found]! - x) ** 2 + (ys[found]! - y) ** 2).toBe(best === -1 ? -1 : distance);
    }
    expect(pointIndex([10], [10], 100, 100).nearest(90, 90, 20)).toBe(-1);
  });
});
