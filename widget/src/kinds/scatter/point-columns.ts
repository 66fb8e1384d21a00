import type { ScatterPoint } from '@shared/kinds/scatter/scatter-points';
import type { ChartSpec } from '@shared/spec/chart-spec';

/**
 * The points a scatter plot draws, in typed arrays, one entry per drawn point: those with both
 * values (as the core's scatterPoints reads them), less any a log axis cannot place (zero or below,
 * refused when the chart is written, but a spec may come from elsewhere). Read in one pass with no
 * object per point: ten thousand points are read before a scatter's first paint.
 */
export interface PointColumns {
  /** How many points are drawn: the length of every column. */
  count: number;
  xs: Float64Array;
  ys: Float64Array;
  /** Each point's bubble value (its area), NaN for none; null when the chart has no size column. */
  sizes: Float64Array | null;
  /** Each point's group, an index into `groups`. */
  group: Uint8Array;
  /** Each point's index among the labels. */
  label: Int32Array;
  /** `drawn[i]`: the drawn point of label i, or -1. */
  drawn: Int32Array;
  /** The groups' names in the order they first appear, as the core names them; empty without groups. */
  groups: string[];
  bubbles: boolean;
  /** The least and greatest x and y drawn ([] when none): all the layout reads of the values. */
  xRange: number[];
  yRange: number[];
  /** The largest bubble value, 0 when there is none. */
  largest: number;
}

export function pointColumns(spec: Pick<ChartSpec, 'data' | 'options'>): PointColumns {
  const [xData, yData, sizeData] = spec.data.datasets.map((d) => d.data as readonly unknown[] | undefined);
  const bubbles = spec.data.datasets.length > 2;
  const { logX, logY, groups: given } = spec.options.scatter ?? {};
  const labels = spec.data.labels.length;
  const xs = new Float64Array(labels);
  const ys = new Float64Array(labels);
  const sizes = bubbles ? new Float64Array(labels) : null;
  const group = new Uint8Array(labels);
  const label = new Int32Array(labels);
  const drawn = new Int32Array(labels).fill(-1);
  const groups: string[] = [];
  const groupIndex = new Map<string, number>();
  let [count, minX, maxX, minY, maxY, largest] = [0, Infinity, -Infinity, Infinity, -Infinity, 0];
  for (let i = 0; i < labels; i++) {
    const x = xData?.[i];
    const y = yData?.[i];
    if (typeof x !== 'number' || typeof y !== 'number') continue;
    // A group is named once its point has both values, drawn or not, as scatterPoints names it.
    const name = given?.[i];
    let g = 0;
    if (name !== undefined) {
      g = groupIndex.get(name) ?? -1;
      if (g < 0) groupIndex.set(name, (g = groups.push(name) - 1));
    }
    if (!Number.isFinite(x) || !Number.isFinite(y) || (logX && x <= 0) || (logY && y <= 0)) continue;
    xs[count] = x;
    ys[count] = y;
    group[count] = g;
    label[count] = i;
    drawn[i] = count;
    if (sizes) {
      const size = sizeData?.[i];
      sizes[count] = typeof size === 'number' ? size : NaN;
      if (typeof size === 'number' && size > largest) largest = size;
    }
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
    count++;
  }
  const some = count > 0;
  return {
    count,
    xs: xs.subarray(0, count),
    ys: ys.subarray(0, count),
    sizes: sizes?.subarray(0, count) ?? null,
    group: group.subarray(0, count),
    label: label.subarray(0, count),
    drawn,
    groups,
    bubbles,
    xRange: some ? [minX, maxX] : [],
    yRange: some ? [minY, maxY] : [],
    largest,
  };
}

/** Drawn point i as the core's point, for the one point a tooltip shows. */
export function pointAt(columns: PointColumns, i: number): ScatterPoint {
  const size = columns.sizes?.[i];
  return {
    index: columns.label[i]!,
    x: columns.xs[i]!,
    y: columns.ys[i]!,
    size: size === undefined || Number.isNaN(size) ? null : size,
    group: columns.group[i]!,
  };
}
