import { scatterPoints, type ScatterData } from '@shared/kinds/scatter/scatter-points';
import type { ChartSpec } from '@shared/spec/chart-spec';

/**
 * The points a scatter plot draws: the core's (those with both values), less any a log axis
 * cannot place (zero or below, refused when the chart is written, but a spec may come from
 * elsewhere). `drawn[i]` is the drawn point of label i, or -1.
 */
export function drawablePoints(spec: ChartSpec): ScatterData & { drawn: Int32Array } {
  const data = scatterPoints(spec);
  const { logX, logY } = spec.options.scatter ?? {};
  const points = data.points.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y) && (!logX || p.x > 0) && (!logY || p.y > 0));
  const drawn = new Int32Array(spec.data.labels.length).fill(-1);
  points.forEach((p, i) => (drawn[p.index] = i));
  return { ...data, points, drawn };
}
