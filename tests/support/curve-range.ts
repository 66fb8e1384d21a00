/**
 * Checks a drawn curve against its data: every cubic Bézier segment, sampled densely, must stay
 * within the range of the two points it joins, in y (no invented values) and in x (no swinging
 * back past a neighbour). Shared by the SVG renderer's, the curve's and the widget's tests.
 */

/** A segment as drawn: start, two control points, end. */
export type Segment = [x0: number, y0: number, c1x: number, c1y: number, c2x: number, c2y: number, x1: number, y1: number];

const SAMPLES = 64;

/** Where segments leave their range, described for a failing assertion; empty when none does. */
export function leavesRange(segments: readonly Segment[], slack = 1e-9): string[] {
  const found: string[] = [];
  segments.forEach((s, k) => {
    for (let j = 0; j <= SAMPLES; j++) {
      const t = j / SAMPLES;
      const [a, b, c, d] = [(1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t ** 2, t ** 3];
      const x = a * s[0] + b * s[2] + c * s[4] + d * s[6];
      const y = a * s[1] + b * s[3] + c * s[5] + d * s[7];
      const outside = (v: number, p: number, q: number) => v < Math.min(p, q) - slack || v > Math.max(p, q) + slack;
      if (outside(x, s[0], s[6]) || outside(y, s[1], s[7])) {
        found.push(`segment ${k} from (${s[0]}, ${s[1]}) to (${s[6]}, ${s[7]}) reaches (${x}, ${y}) at t=${t}`);
        return;
      }
    }
  });
  return found;
}

/** The segments of SVG path data made of `M`, `L` (or implicit line-to pairs) and absolute `C`. */
export function svgSegments(d: string): Segment[] {
  const segments: Segment[] = [];
  let at: [number, number] = [0, 0];
  for (const [, command, args] of d.matchAll(/([MLCZ])([^MLCZ]*)/g)) {
    const v = (args!.match(/-?[\d.]+(?:e-?\d+)?/g) ?? []).map(Number);
    if (command === 'C') {
      for (let i = 0; i + 5 < v.length; i += 6) {
        segments.push([at[0], at[1], v[i]!, v[i + 1]!, v[i + 2]!, v[i + 3]!, v[i + 4]!, v[i + 5]!]);
        at = [v[i + 4]!, v[i + 5]!];
      }
    } else if (v.length >= 2) at = [v[v.length - 2]!, v[v.length - 1]!];
  }
  return segments;
}

/** A seeded generator of numbers in [0, 1), so random cases are the same on every run. */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
}
