/** Rectangles the layout hands down (frame, body, legend, plot), and the mapping of values onto them. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Maps `from0..from1` onto `to0..to1` linearly; a range of no width maps to its middle. */
export function linearScale(from0: number, from1: number, to0: number, to1: number): (value: number) => number {
  const span = from1 - from0;
  if (span === 0 || !Number.isFinite(span)) return () => (to0 + to1) / 2;
  const k = (to1 - to0) / span;
  return (value) => to0 + (value - from0) * k;
}
