/**
 * Smoothed lines that never show a value the data does not hold: monotone cubic interpolation
 * (Fritsch–Carlson, the method of Chart.js's `cubicInterpolationMode: 'monotone'`). Between two
 * neighbouring points the curve stays within their range. One computation for both renderers:
 * the widget's canvas and the server's SVG.
 */

/** One cubic Bézier segment: its two control points, then where it ends. */
export type BezierTo = (c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number) => void;

/**
 * Hands `to` each segment of a curve through flat `[x, y, …]` points, in order; the caller has
 * already moved to the first point. Each control point lies `tension` of its segment's width from
 * its end, along the tangent there. The tangents keep within three times their segment's slope,
 * so with `tension` up to 1/3 every control point stays within its segment's range, and so does
 * the curve (a Bézier curve stays inside the hull of its control points). x may run either way
 * and be unevenly spaced.
 */
export function monotoneCurve(p: readonly number[], tension: number, to: BezierTo): void {
  const n = p.length / 2;
  // Each segment's slope; a vertical step (two points at one x) counts as flat, drawn straight.
  const d: number[] = [];
  for (let i = 2; i < p.length; i += 2) d.push(p[i] === p[i - 2] ? 0 : (p[i + 1]! - p[i - 1]!) / (p[i]! - p[i - 2]!));
  // The tangent at a point: the mean of the slopes either side, flat at a peak, a trough or the
  // edge of a plateau; at the ends, where one side is missing, the end segment's slope.
  const m = d.map((b, i) => {
    const a = d[i - 1] ?? b;
    return a * b > 0 ? (a + b) / 2 : 0;
  });
  m.push(d[n - 2]!);
  // Fritsch–Carlson: tangents too steep for their segment would make the cubic overshoot; both
  // shrink, keeping their ratio, until they fit the circle of radius 3 (in units of its slope).
  // A flat segment already has flat tangents, and its NaN ratio skips it.
  for (let i = 0; i < n - 1; i++) {
    const r = 3 / (Math.hypot(m[i]!, m[i + 1]!) / Math.abs(d[i]!));
    if (r < 1) {
      m[i]! *= r;
      m[i + 1]! *= r;
    }
  }
  for (let i = 2; i < p.length; i += 2) {
    const h = tension * (p[i]! - p[i - 2]!);
    to(p[i - 2]! + h, p[i - 1]! + h * m[i / 2 - 1]!, p[i]! - h, p[i + 1]! - h * m[i / 2]!, p[i]!, p[i + 1]!);
  }
}
