/**
 * Path data through points, straight or smoothed. Smoothing is the widget's (widget/src/paths/
 * smooth.ts): cubic Béziers whose control points lie along the line from the previous point to
 * the next, at `tension` times the distance to each neighbour, so curves never swing past a
 * point's neighbours in x.
 */
import { num } from './svg-number';

/**
 * Straight segments through flat `[x, y, …]` points. `M` starts a subpath and `L` continues the
 * current one; the pairs after the first are implicit line-tos either way.
 */
export function straightPath(points: readonly number[], start: 'M' | 'L' = 'M'): string {
  if (points.length < 2) return '';
  let d = `${start}${num(points[0]!)},${num(points[1]!)}`;
  for (let i = 2; i < points.length; i += 2) d += ` ${num(points[i]!)},${num(points[i + 1]!)}`;
  return d;
}

export function smoothPath(points: readonly number[], tension: number, start: 'M' | 'L' = 'M'): string {
  const n = points.length / 2;
  if (n < 3 || tension === 0) return straightPath(points, start);
  const x = (i: number) => points[2 * Math.min(Math.max(i, 0), n - 1)]!;
  const y = (i: number) => points[2 * Math.min(Math.max(i, 0), n - 1) + 1]!;
  /** How far along (next − previous) the control points of point i reach, before and after it. */
  const reach = (i: number): [number, number] => {
    const before = Math.hypot(x(i) - x(i - 1), y(i) - y(i - 1));
    const after = Math.hypot(x(i + 1) - x(i), y(i + 1) - y(i));
    const total = before + after || 1;
    return [(tension * before) / total, (tension * after) / total];
  };
  let d = `${start}${num(x(0))},${num(y(0))}`;
  for (let i = 1; i < n; i++) {
    const [, out] = reach(i - 1);
    const [back] = reach(i);
    const c1x = x(i - 1) + out * (x(i) - x(i - 2));
    const c1y = y(i - 1) + out * (y(i) - y(i - 2));
    const c2x = x(i) - back * (x(i + 1) - x(i - 1));
    const c2y = y(i) - back * (y(i + 1) - y(i - 1));
    d += `C${num(c1x)},${num(c1y)} ${num(c2x)},${num(c2y)} ${num(x(i))},${num(y(i))}`;
  }
  return d;
}
