/**
 * The options a grounded group chart's data decides, kept in step with its labels: a scatter
 * plot's group per point. Each fetch may hold other countries than the last (one more published a
 * value, one was revised away), so the groups are the fetch's, never the request's or the old ones;
 * every other option stays the owner's.
 */
import type { ChartOptions, ChartType } from '../spec/chart-spec';
import type { AssembledChart } from './ai-assembly';

/**
 * `options` with the groups of `decided` on a scatter plot, while the chart colours by group: a
 * new chart (`fresh`) does unless its request's `options.scatter` leaves groups out.
 * Named points no longer among the labels are dropped rather than failing the write.
 */
export function withDecidedOptions(
  chartType: ChartType,
  options: ChartOptions,
  decided: AssembledChart['options'] | undefined,
  labels: readonly string[],
  fresh: boolean,
): ChartOptions {
  const groups = decided?.scatter?.groups;
  // A request that says how its scatter is drawn without groups has turned them off; one that says
  // nothing of it gets the fetch's groups on a new chart, as a plan's scatter is grouped by default.
  const kept = fresh ? !options.scatter || options.scatter.groups : options.scatter?.groups;
  if (chartType !== 'scatter' || !groups || !kept) return options;
  const known = new Set(labels);
  const labelled = options.scatter?.labelled?.filter((label) => known.has(label));
  return { ...options, scatter: { ...options.scatter, groups, ...(labelled ? { labelled } : {}) } };
}
