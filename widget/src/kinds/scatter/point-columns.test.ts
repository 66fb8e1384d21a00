import { expect } from 'chai';
import { samples } from '@shared/kinds/scatter/scatter-samples';
import type { ChartSpec } from '@shared/spec/chart-spec';
import { makeSpec } from '../../testing';
import { drawablePoints } from './drawable-points';
import { pointAt, pointColumns } from './point-columns';
import { SAMPLES } from './samples';

/** Points a log axis cannot place, points without both values, a group named only by such points, and sizes missing. */
const odd: ChartSpec = makeSpec({
  chartType: 'scatter',
  data: {
    labels: ['a', 'b', 'c', 'd', 'e', 'f'],
    datasets: [
      { label: 'X', data: [1, null, 10, 0, 100, 5] },
      { label: 'Y', data: [2, 3, 20, 4, 200, 50] },
      { label: 'Size', data: [5, 6, null, 8, 9, 0] },
    ],
  },
  options: { scatter: { logX: true, groups: ['P', 'Q', 'R', 'S', 'R', 'T'] } },
});

describe('point columns', () => {
  it('hold the points, groups and extents the core reads, in typed arrays', async () => {
    for (const [name, spec] of Object.entries({ ...SAMPLES, ...(await samples()), odd })) {
      const core = drawablePoints(spec);
      const columns = pointColumns(spec);
      expect(columns.count, name).to.equal(core.points.length);
      expect(
        Array.from({ length: columns.count }, (_, i) => pointAt(columns, i)),
        name,
      ).to.deep.equal(core.points);
      expect(columns.groups, name).to.deep.equal(core.groups);
      expect(columns.bubbles, name).to.equal(core.bubbles);
      expect([...columns.drawn], name).to.deep.equal([...core.drawn]);
      const xs = core.points.map((p) => p.x);
      const ys = core.points.map((p) => p.y);
      expect(columns.xRange, name).to.deep.equal(xs.length ? [Math.min(...xs), Math.max(...xs)] : []);
      expect(columns.yRange, name).to.deep.equal(ys.length ? [Math.min(...ys), Math.max(...ys)] : []);
      expect(columns.largest, name).to.equal(Math.max(0, ...core.points.map((p) => p.size ?? 0)));
    }
  });
});
