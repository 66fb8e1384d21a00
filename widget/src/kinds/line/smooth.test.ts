import { expect } from 'chai';
import { leavesRange, seeded, type Segment } from '../../../../tests/support/curve-range';
import { makeSpec, mount } from '../../testing';

/**
 * Records every Bézier segment drawn into a Path2D while `draw` runs, with the point it starts
 * from: what the canvas strokes and fills for lines and areas.
 */
async function drawnSegments(draw: () => Promise<unknown>): Promise<Segment[]> {
  const proto = Path2D.prototype;
  const originals = { moveTo: proto.moveTo, lineTo: proto.lineTo, bezierCurveTo: proto.bezierCurveTo };
  const at = new WeakMap<Path2D, [number, number]>();
  const segments: Segment[] = [];
  proto.moveTo = function (this: Path2D, x: number, y: number) {
    at.set(this, [x, y]);
    originals.moveTo.call(this, x, y);
  };
  proto.lineTo = function (this: Path2D, x: number, y: number) {
    at.set(this, [x, y]);
    originals.lineTo.call(this, x, y);
  };
  proto.bezierCurveTo = function (this: Path2D, ...c: [number, number, number, number, number, number]) {
    const [x0, y0] = at.get(this) ?? [NaN, NaN];
    segments.push([x0, y0, ...c]);
    at.set(this, [c[4], c[5]]);
    originals.bezierCurveTo.apply(this, c);
  };
  try {
    await draw();
  } finally {
    Object.assign(proto, originals);
  }
  return segments;
}

afterEach(() => document.body.replaceChildren());

describe('smoothed lines', () => {
  const days = (n: number, gap = () => 1) => {
    let day = 0;
    return Array.from({ length: n }, () => new Date(Date.UTC(2024, 0, 1 + (day += gap()))).toISOString().slice(0, 10));
  };

  it('keep 10, 10, 2, 2, 10 between each pair of points, in lines and areas', async () => {
    for (const chartType of ['line', 'area'] as const) {
      const segments = await drawnSegments(() =>
        mount(makeSpec({ chartType, data: { labels: days(5), datasets: [{ label: 's', data: [10, 10, 2, 2, 10] }] } })),
      );
      expect(segments.length, chartType).to.be.greaterThan(3);
      expect(leavesRange(segments, 1e-6), chartType).to.deep.equal([]);
      document.body.replaceChildren();
    }
  });

  it('stay within their data on steps, spikes, gaps, uneven dates and stacked areas', async () => {
    const random = seeded(3);
    const series = [
      [0, 0, 0, 5, 5, 5, 0, 0],
      [1, 1, 90, 1, 1, -40, 1, 1],
      [3, null, 8, 1, 8, null, null, 2, 9, 9, 0],
      Array.from({ length: 40 }, () => (random() < 0.1 ? null : random() < 0.3 ? 5 : Math.round(random() * 200 - 50))),
    ];
    for (const [k, data] of series.entries()) {
      const labels = days(data.length, () => 1 + Math.floor(random() * random() * 20));
      const stacked = k % 2 === 1;
      const spec = makeSpec({
        chartType: 'area',
        data: {
          labels,
          datasets: [
            { label: 'a', data, stacked },
            { label: 'b', data: [...data].reverse(), stacked },
          ],
        },
      });
      const segments = await drawnSegments(() => mount(spec));
      expect(segments.length).to.be.greaterThan(0);
      expect(leavesRange(segments, 1e-6), JSON.stringify(data)).to.deep.equal([]);
      document.body.replaceChildren();
    }
  });
});
