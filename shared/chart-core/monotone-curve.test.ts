import { describe, expect, it } from 'vitest';
import { leavesRange, seeded, type Segment } from '../../tests/support/curve-range';
import { monotoneCurve } from './monotone-curve';

const TENSION = 0.3;

/** The segments of the curve through ys at xs (evenly spaced unless given). */
function segments(ys: readonly number[], xs: readonly number[] = ys.map((_, i) => i * 10), tension = TENSION): Segment[] {
  const points = ys.flatMap((y, i) => [xs[i]!, y]);
  const out: Segment[] = [];
  let at = [points[0]!, points[1]!];
  monotoneCurve(points, tension, (...c) => {
    out.push([at[0]!, at[1]!, ...c]);
    at = [c[4], c[5]];
  });
  return out;
}

describe('monotoneCurve', () => {
  it('keeps 10, 10, 2, 2, 10 within 2 and 10, flat where the data is flat', () => {
    const curve = segments([10, 10, 2, 2, 10]);
    expect(curve).toHaveLength(4);
    expect(leavesRange(curve)).toEqual([]);
    expect(curve[0]).toEqual([0, 10, 3, 10, 7, 10, 10, 10]);
    expect(curve[2]).toEqual([20, 2, 23, 2, 27, 2, 30, 2]);
  });

  it('stays within every pair of neighbours on steps, spikes, plateaus and sign changes', () => {
    const cases = [
      [0, 0, 0, 5, 5, 5, 0, 0, 0],
      [0, 0, 100, 0, 0, -50, 0],
      [1, 2, 3, 100, 101, 102],
      [5, -5, 5, -5, 5],
      [0, 1e-9, 0, 1e9, 0],
      [3, 3, 3],
    ];
    for (const ys of cases) expect(leavesRange(segments(ys)), ys.join()).toEqual([]);
  });

  it('stays within its data on random series with uneven x, either way along x', () => {
    const random = seeded(42);
    for (let k = 0; k < 500; k++) {
      const n = 2 + Math.floor(random() * 30);
      let x = 0;
      const xs = Array.from({ length: n }, () => (x += random() < 0.1 ? 0.01 : random() * 50));
      const ys = Array.from({ length: n }, () => (random() < 0.3 ? 7 : Math.round(random() * 1000) - 500));
      expect(leavesRange(segments(ys, xs)), `${xs} / ${ys}`).toEqual([]);
      expect(leavesRange(segments([...ys].reverse(), [...xs].reverse())), 'reversed').toEqual([]);
    }
  });

  it('draws two points, or two at one x, as a straight line, and a single point as nothing', () => {
    const [two] = segments([0, 9], [0, 10]);
    expect(two).toEqual([0, 0, 3, 2.7, 7, 6.3, 10, 9]);
    expect(segments([0, 9], [5, 5])).toEqual([[5, 0, 5, 0, 5, 9, 5, 9]]);
    expect(segments([4])).toEqual([]);
  });

  it('follows a straight run exactly, and rounds a monotone run smoothly', () => {
    for (const s of segments([0, 2, 4, 6])) {
      expect((s[3] - s[1]) / (s[2] - s[0])).toBeCloseTo(0.2, 9);
      expect((s[7] - s[5]) / (s[6] - s[4])).toBeCloseTo(0.2, 9);
    }
    const [, second, third] = segments([0, 1, 4, 9]);
    // One tangent at the shared point: the incoming and outgoing control points line up with it.
    const slopeIn = (second![7] - second![5]) / (second![6] - second![4]);
    const slopeOut = (third![3] - third![1]) / (third![2] - third![0]);
    expect(slopeIn).toBeCloseTo(slopeOut, 9);
    expect(slopeIn).toBeGreaterThan(0);
  });
});
