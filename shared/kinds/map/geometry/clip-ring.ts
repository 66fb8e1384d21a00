type Inside = (x: number, y: number) => boolean;
type Cross = (ax: number, ay: number, bx: number, by: number) => [number, number];

function clipEdge(ring: number[], inside: Inside, cross: Cross): number[] {
  const out: number[] = [];
  const n = ring.length;
  if (!n) return out;
  let px = ring[n - 2] as number;
  let py = ring[n - 1] as number;
  let pIn = inside(px, py);
  for (let i = 0; i < n; i += 2) {
    const x = ring[i] as number;
    const y = ring[i + 1] as number;
    const xIn = inside(x, y);
    if (xIn !== pIn) out.push(...cross(px, py, x, y));
    if (xIn) out.push(x, y);
    [px, py, pIn] = [x, y, xIn];
  }
  return out;
}

/**
 * Cuts a closed ring (x, y pairs) to the rectangle, edge by edge (Sutherland–Hodgman). Parts of a
 * concave ring that leave and come back are joined along the rectangle's edge, which fills the same
 * area; that edge lies on the map's border, where nothing else is drawn.
 */
export function clipRing(ring: number[], x0: number, y0: number, x1: number, y1: number): number[] {
  const atX =
    (x: number): Cross =>
    (ax, ay, bx, by) => [x, ay + ((by - ay) * (x - ax)) / (bx - ax)];
  const atY =
    (y: number): Cross =>
    (ax, ay, bx, by) => [ax + ((bx - ax) * (y - ay)) / (by - ay), y];
  let out = clipEdge(ring, (x) => x >= x0, atX(x0));
  out = clipEdge(out, (x) => x <= x1, atX(x1));
  out = clipEdge(out, (_, y) => y >= y0, atY(y0));
  return clipEdge(out, (_, y) => y <= y1, atY(y1));
}
