import { describe, expect, it } from 'vitest';
import { decimate } from './decimate';

describe('decimate', () => {
  it('keeps the first, lowest, highest and last point of each pixel column, in order', () => {
    const points = [0.1, 5, 0.3, 9, 0.5, 1, 0.7, 6, 0.9, 4, 1.2, 3];
    expect(decimate(points)).toEqual([0.1, 5, 0.3, 9, 0.5, 1, 0.9, 4, 1.2, 3]);
  });

  it('leaves sparse points alone', () => {
    expect(decimate([0, 1, 2, 3, 4, 5])).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('draws 100,000 points over 800 pixels with at most four per column', () => {
    const points: number[] = [];
    for (let i = 0; i < 100_000; i++) points.push((i / 100_000) * 800, Math.sin(i) * 100);
    const kept = decimate(points);
    expect(kept.length / 2).toBeLessThanOrEqual(4 * 800);
    // The extremes of the whole line survive.
    expect(Math.max(...kept.filter((_, i) => i % 2 === 1))).toBe(Math.max(...points.filter((_, i) => i % 2 === 1)));
  });
});
