/**
 * A live scatter plot's own options after its source gives new points: a source has no groups
 * column the chart reads, so each point keeps the group its label had, and the names of points
 * the source no longer has are dropped. A point new to the chart has no group to keep: the
 * refresh is refused, naming it, rather than the point drawn in a group it was never given.
 */
import { someLabels } from '@shared/kinds/map/map-data';
import type { ScatterOptions } from '@shared/kinds/scatter/scatter-options';
import type { ChartData } from '@shared/spec/chart-spec';
import { BadRequestError } from '../../lib/errors';

export function refreshedScatter(scatter: ScatterOptions | undefined, before: ChartData, after: ChartData): ScatterOptions | undefined {
  if (!scatter) return scatter;
  const known = new Set(after.labels);
  const labelled = scatter.labelled?.filter((label) => known.has(label));
  if (!scatter.groups) return labelled?.length === scatter.labelled?.length ? scatter : { ...scatter, labelled };
  const groupOf = new Map<string, string>();
  before.labels.forEach((label, i) => {
    const group = scatter.groups![i];
    if (group !== undefined) groupOf.set(label, group);
  });
  const strays = after.labels.filter((label) => !groupOf.has(label));
  if (strays.length)
    throw new BadRequestError(
      `The source has points this scatter plot has no group for: ${someLabels(strays)}. Its groups are kept by point label: set options.scatter.groups for the new points, or remove the groups`,
    );
  return { ...scatter, groups: after.labels.map((label) => groupOf.get(label)!), ...(labelled ? { labelled } : {}) };
}
