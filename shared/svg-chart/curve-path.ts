/**
 * Path data through points, straight or smoothed. Smoothing is the widget's
 * (widget/src/kinds/line/smooth.ts): monotone cubic Béziers, computed once for both in shared/chart-core/monotone-curve.ts.
 */
import { monotoneCurve } from '../chart-core/monotone-curve';
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

/**
 * A monotone curve through flat `[x, y, …]` points (shared/chart-core/monotone-curve.ts, as the widget draws
 * it): between two points it never leaves their range. Fewer than three points are drawn straight.
 */
export function smoothPath(points: readonly number[], tension: number, start: 'M' | 'L' = 'M'): string {
  if (points.length < 6 || tension === 0) return straightPath(points, start);
  let d = `${start}${num(points[0]!)},${num(points[1]!)}`;
  monotoneCurve(points, tension, (...c) => {
    d += `C${num(c[0])},${num(c[1])} ${num(c[2])},${num(c[3])} ${num(c[4])},${num(c[5])}`;
  });
  return d;
}
