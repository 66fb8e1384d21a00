/**
 * A scatter plot's points as both drawings read them: those with an x and a y, each with its size
 * (dataset 3, when there is one) and its group's index in the order groups first appear.
 */
import type { ChartSpec } from '../../spec/chart-spec';

export interface ScatterPoint {
  /** The point's index among the labels. */
  index: number;
  x: number;
  y: number;
  /** The bubble's value (its area), or null for a plain point. */
  size: number | null;
  /** Index into `groups` of ScatterPoints, or 0 when there are none. */
  group: number;
}

export interface ScatterData {
  points: ScatterPoint[];
  /** The groups' names in the order they first appear; empty without groups. */
  groups: string[];
  /** How many labels lack an x or a y, and so are not drawn. */
  missing: number;
  /** Whether dataset 3 sets the points' areas. */
  bubbles: boolean;
}

const numberAt = (values: readonly unknown[] | undefined, i: number) => (typeof values?.[i] === 'number' ? (values[i] as number) : null);

export function scatterPoints(spec: Pick<ChartSpec, 'data' | 'options'>): ScatterData {
  const [xs, ys, sizes] = spec.data.datasets;
  const given = spec.options.scatter?.groups;
  const groups: string[] = [];
  const groupIndex = new Map<string, number>();
  const points: ScatterPoint[] = [];
  let missing = 0;
  spec.data.labels.forEach((_, index) => {
    const x = numberAt(xs?.data, index);
    const y = numberAt(ys?.data, index);
    if (x === null || y === null) return void missing++;
    let group = 0;
    const name = given?.[index];
    if (name !== undefined) {
      if (!groupIndex.has(name)) groupIndex.set(name, groups.push(name) - 1);
      group = groupIndex.get(name)!;
    }
    points.push({ index, x, y, size: sizes ? numberAt(sizes.data, index) : null, group });
  });
  return { points, groups, missing, bubbles: sizes !== undefined };
}
