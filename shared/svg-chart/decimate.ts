/**
 * Per-pixel decimation of a dense line: in each pixel column only the first, lowest, highest and
 * last points are kept, in their order. What is drawn is the same shape as every point would make
 * (the same spikes and the same joins between columns), from at most four points per pixel, so a
 * 100,000-point series costs a few thousand path commands.
 */

/** `points` is flat pixel coordinates, x ascending: `[x0, y0, x1, y1, …]`. */
export function decimate(points: readonly number[]): number[] {
  const out: number[] = [];
  const n = points.length;
  let i = 0;
  while (i < n) {
    const column = Math.floor(points[i]!);
    let low = i;
    let high = i;
    let last = i;
    for (let j = i + 2; j < n && Math.floor(points[j]!) === column; j += 2) {
      if (points[j + 1]! < points[low + 1]!) low = j;
      if (points[j + 1]! > points[high + 1]!) high = j;
      last = j;
    }
    // Each kept point once, in the order the line passes through them.
    const kept = [...new Set([i, low, high, last])].sort((a, b) => a - b);
    for (const k of kept) out.push(points[k]!, points[k + 1]!);
    i = last + 2;
  }
  return out;
}
