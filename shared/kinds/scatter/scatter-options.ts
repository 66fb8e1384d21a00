/**
 * A scatter plot's own options (`options.scatter`). Every field may be left out: a spec that says
 * only `chartType: 'scatter'` draws its first dataset across and its second up, on linear axes.
 * The shape of each field is checked by the API's schema (shared/api/chart-spec.ts); what the
 * options ask of the data (a group per point, a log axis above zero) by `prepareScatterData`.
 */
export interface ScatterOptions {
  /** The x axis on a log scale (every x above zero). */
  logX?: boolean;
  /** The y axis on a log scale (every y above zero). */
  logY?: boolean;
  /** A least-squares line through the points, fitted on the axes as drawn, with its equation. */
  trend?: boolean;
  /** The points named on the plot, by label. */
  labelled?: string[];
  /** A group per point, in the order of the labels: it colours the point and makes the legend. */
  groups?: string[];
}

/** More named points than this crowd any plot; more groups than this, no reader tells their colours apart. */
export const MAX_LABELLED = 50;
export const MAX_GROUPS = 12;
/** The most points a scatter holds: ten thousand stay smooth, twice that is the ceiling. */
export const SCATTER_MAX_POINTS = 20_000;
