/**
 * Finding the point nearest the pointer without scanning them all: points are put in square
 * buckets of a grid over the plot once per layout, and a search looks at the buckets ring by ring
 * around the pointer, stopping once no nearer point can lie further out.
 */
export interface PointIndex {
  /** The index (into the positions given) of the point nearest (x, y) within `reach` pixels, or -1. */
  nearest(x: number, y: number, reach: number): number;
}

/** `xs[i]`, `ys[i]`: point i's position in pixels; `cell`: the buckets' size in pixels. */
export function pointIndex(xs: ArrayLike<number>, ys: ArrayLike<number>, width: number, height: number, cell = 16): PointIndex {
  const cols = Math.max(1, Math.ceil(width / cell));
  const rows = Math.max(1, Math.ceil(height / cell));
  const bucketOf = (x: number, y: number) =>
    Math.min(rows - 1, Math.max(0, Math.floor(y / cell))) * cols + Math.min(cols - 1, Math.max(0, Math.floor(x / cell)));
  // Counting sort into one flat array: no array per bucket, however many points there are.
  const starts = new Uint32Array(cols * rows + 1);
  for (let i = 0; i < xs.length; i++) starts[bucketOf(xs[i]!, ys[i]!) + 1]!++;
  for (let b = 1; b < starts.length; b++) starts[b]! += starts[b - 1]!;
  const order = new Uint32Array(xs.length);
  const fill = starts.slice(0, -1);
  for (let i = 0; i < xs.length; i++) order[fill[bucketOf(xs[i]!, ys[i]!)]!++] = i;

  return {
    nearest(x, y, reach) {
      const [cx, cy] = [Math.floor(x / cell), Math.floor(y / cell)];
      let best = -1;
      let bestDistance = reach * reach;
      const rings = Math.ceil(reach / cell) + 1;
      for (let ring = 0; ring <= rings; ring++) {
        // Every point of a ring this far out is at least (ring - 1) cells away.
        if (best >= 0 && ((ring - 1) * cell) ** 2 > bestDistance) break;
        for (let row = cy - ring; row <= cy + ring; row++) {
          if (row < 0 || row >= rows) continue;
          const edge = row === cy - ring || row === cy + ring;
          for (let col = cx - ring; col <= cx + ring; col += edge ? 1 : 2 * ring || 1) {
            if (col < 0 || col >= cols) continue;
            const b = row * cols + col;
            for (let k = starts[b]!; k < starts[b + 1]!; k++) {
              const i = order[k]!;
              const d = (xs[i]! - x) ** 2 + (ys[i]! - y) ** 2;
              if (d <= bestDistance) [best, bestDistance] = [i, d];
            }
          }
        }
      }
      return best;
    },
  };
}
