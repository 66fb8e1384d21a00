/**
 * The scatter plot's fields of the Customize step's form, and the `options.scatter` they make. Only
 * what is set is written, so a scatter left alone saves no options of its own. Its groups come
 * from a text column of the data step's table, a name per row, kept in step with the table by the
 * reducer (scatter-groups.ts); which columns are x, y and size is the order of the series, not an
 * option (dataset 0 is x, 1 is y, 2 the bubble's size).
 */
import type { ScatterOptions } from '@shared/kinds/scatter/scatter-options';

export interface ScatterFields {
  logX: boolean;
  logY: boolean;
  trend: boolean;
  /** The labels of the points named on the plot. */
  labelled: string[];
  /** The table's column whose text groups the points; '' for none. */
  groupColumn: string;
  /** That column's text, one per row: the points' groups. */
  groups: string[];
}

export const EMPTY_SCATTER_FIELDS: Readonly<ScatterFields> = Object.freeze({
  logX: false,
  logY: false,
  trend: false,
  labelled: [],
  groupColumn: '',
  groups: [],
});

/** The column a saved chart's groups are shown in, in the data step's table. */
export const SAVED_GROUP_COLUMN = 'Group';

/** The form's fields for a saved scatter's options; its groups are put back in a column by loadChart. */
export function scatterFieldsFrom(scatter: ScatterOptions | undefined): ScatterFields {
  return {
    logX: scatter?.logX === true,
    logY: scatter?.logY === true,
    trend: scatter?.trend === true,
    labelled: [...(scatter?.labelled ?? [])],
    groupColumn: scatter?.groups ? SAVED_GROUP_COLUMN : '',
    groups: [...(scatter?.groups ?? [])],
  };
}

/** The `options.scatter` the fields make, or undefined when nothing is set. */
export function scatterOptionsFrom(fields: ScatterFields): ScatterOptions | undefined {
  const scatter: ScatterOptions = {};
  if (fields.logX) scatter.logX = true;
  if (fields.logY) scatter.logY = true;
  if (fields.trend) scatter.trend = true;
  if (fields.labelled.length > 0) scatter.labelled = [...fields.labelled];
  if (fields.groupColumn !== '') scatter.groups = [...fields.groups];
  return Object.keys(scatter).length > 0 ? scatter : undefined;
}

/** The Layout section's summary of a scatter plot: what is set, else its plain axes (never empty, so choosing Scatter opens the section). */
export function scatterSummary(scatter: ScatterOptions | undefined): string {
  const named = scatter?.labelled?.length ?? 0;
  const parts = [
    scatter?.logX ? 'Log x' : '',
    scatter?.logY ? 'Log y' : '',
    scatter?.trend ? 'Trend line' : '',
    named > 0 ? `${named} named` : '',
    scatter?.groups ? `${new Set(scatter.groups).size} groups` : '',
  ];
  return parts.filter(Boolean).join(', ') || 'Linear axes';
}
