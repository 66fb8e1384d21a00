import { describe, expect, it } from 'vitest';
import { ShapeSink } from './shape-sink';

function square(sink: ShapeSink, x0: number, size: number): void {
  sink.polygonStart();
  sink.lineStart();
  for (const [x, y] of [
    [x0, 0],
    [x0 + size, 0],
    [x0 + size, size],
    [x0, size],
  ] as const)
    sink.point(x, y);
  sink.lineEnd();
  sink.polygonEnd();
}

describe('ShapeSink', () => {
  it('writes the path to one decimal and sums the area', () => {
    const sink = new ShapeSink();
    square(sink, 0.04, 10);
    square(sink, -30, 2);
    const shape = sink.result();
    expect(shape.path).toBe('M0,0L10,0L10,10L0,10ZM-30,0L-28,0L-28,2L-30,2Z');
    expect(shape.area).toBeCloseTo(104);
  });

  it('puts the centroid at the centre of the largest part', () => {
    const sink = new ShapeSink();
    square(sink, -30, 2);
    square(sink, 0, 10);
    expect(sink.result().centroid).toEqual([5, 5]);
  });

  it('skips repeated points and rings that round to nothing', () => {
    const sink = new ShapeSink();
    sink.polygonStart();
    sink.lineStart();
    for (const x of [0, 0.01, 0.02]) sink.point(x, x);
    sink.lineEnd();
    sink.polygonEnd();
    expect(sink.result().path).toBe('');
  });

  it('centres a region with no area on its points', () => {
    const sink = new ShapeSink();
    sink.polygonStart();
    sink.lineStart();
    for (const y of [4, 6, 4]) sink.point(2, y);
    sink.lineEnd();
    sink.polygonEnd();
    expect(sink.result().area).toBe(0);
    expect(sink.result().centroid[0]).toBe(2);
  });
});
