/**
 * What a scatter plot asks of its data: each label is a point, dataset 1 its x, dataset 2 its y
 * and an optional dataset 3 its bubble's area, all numbers; sizes are never negative. What the
 * options ask of it is checked on every write too (`prepareScatterData`): a group per point, the
 * named points among the labels, values above zero on a log axis. The problems name what stops them.
 */
import { DEFAULT_CHART_OPTIONS, type ChartData, type ChartOptions } from '../../spec/chart-spec';
import { someLabels } from '../map/map-data';
import { MAX_GROUPS, MAX_LABELLED, SCATTER_MAX_POINTS, type ScatterOptions } from './scatter-options';

const count = (n: number) => n.toLocaleString('en-US');

/** The stored data's problem, or null: checked before every dataset's length is, so it walks them with care. */
export function checkScatterData(data: ChartData): string | null {
  const n = data.datasets.length;
  if (n < 2) return `A scatter plot needs two numeric columns, x and y (a third sets the bubble size); this one has ${n}`;
  if (n > 3) return `A scatter plot takes at most three numeric columns: x, y and the bubble size; this one has ${n}`;
  if (data.labels.length > SCATTER_MAX_POINTS)
    return `A scatter plot may have at most ${count(SCATTER_MAX_POINTS)} points; this one has ${count(data.labels.length)}`;
  for (const dataset of data.datasets) {
    if (dataset.data.some((v) => v !== null && typeof v !== 'number')) return `A scatter plot’s columns hold numbers: “${dataset.label}” holds candles`;
  }
  const sizes = data.datasets[2];
  if (sizes) {
    const negative = data.labels.filter((_, i) => typeof sizes.data[i] === 'number' && (sizes.data[i] as number) < 0);
    if (negative.length) return `Bubble sizes are areas and cannot be negative: “${sizes.label}” is below zero at ${someLabels(negative)}`;
  }
  return null;
}

/** The labels whose value in a dataset is not above zero, which a log axis cannot place. */
function notPositive(data: ChartData, index: number): string[] {
  const values = data.datasets[index]?.data ?? [];
  return data.labels.filter((_, i) => typeof values[i] === 'number' && !((values[i] as number) > 0));
}

/** What `options.scatter` asks of the data, named for the creator; null when it holds. */
export function scatterOptionsProblem(data: ChartData, scatter: ScatterOptions | undefined): string | null {
  if (!scatter) return null;
  for (const [axis, on, index] of [
    ['x', scatter.logX, 0],
    ['y', scatter.logY, 1],
  ] as const) {
    const below = on ? notPositive(data, index) : [];
    if (below.length)
      return `A log scale shows values above zero only: “${data.datasets[index]?.label ?? axis}” is zero or less at ${someLabels(below)}. Use a linear ${axis} axis, or remove these points`;
  }
  const { groups, labelled } = scatter;
  if (groups) {
    if (groups.length !== data.labels.length)
      return `options.scatter.groups has ${count(groups.length)} group${groups.length === 1 ? '' : 's'} for ${count(data.labels.length)} points: give one group per point, in the order of the labels`;
    const distinct = new Set(groups);
    if (distinct.size > MAX_GROUPS) return `A scatter plot may have at most ${MAX_GROUPS} groups; this one has ${distinct.size}`;
  }
  if (labelled) {
    if (labelled.length > MAX_LABELLED) return `A scatter plot may name at most ${MAX_LABELLED} points; options.scatter.labelled has ${labelled.length}`;
    const known = new Set(data.labels);
    const strays = labelled.filter((label) => !known.has(label));
    if (strays.length)
      return `options.scatter.labelled names ${someLabels(strays)}, which ${strays.length === 1 ? 'is not a point' : 'are not points'} of this chart`;
  }
  return null;
}

/** The data and options a scatter plot is stored with, or what stops it. */
export function prepareScatterData(data: ChartData, options: ChartOptions): { data: ChartData; options: ChartOptions } | { problem: string } {
  const problem = checkScatterData(data) ?? scatterOptionsProblem(data, options.scatter);
  if (problem) return { problem };
  // The default title of the labels names dates; a scatter's labels name its points, and the data
  // table and the CSV download head them with this title.
  return { data, options: options.xAxis === DEFAULT_CHART_OPTIONS.xAxis ? { ...options, xAxis: 'Name' } : options };
}
