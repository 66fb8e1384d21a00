/**
 * A pie shows shares of a whole: no axes to range, a colour per slice, and not for a series over
 * time of more than a few dates (shared/kinds/auto-chart-type.ts, `pieSuits`).
 */
import { PIE_MAX_DATES, pieSuits } from '@shared/kinds/pie/pie-suits';
import { chartTypeName } from '@shared/spec/chart-type-name';
import { forTables, type ChartKind } from '../chart-kind';

export const PIE_KIND: ChartKind = {
  core: 'pie',
  choice: 'pie',
  label: chartTypeName('pie'),
  chartType: 'pie',
  horizontal: false,
  offeredFor: forTables,
  notOffered: (labels) => (pieSuits(labels) ? null : `Not for more than ${PIE_MAX_DATES} dates`),
  unsuitedNote: `A pie shows shares of a whole. This data runs over more than ${PIE_MAX_DATES} dates: choose Line, Area or Bar.`,
  valueAxis: false,
  fromZero: false,
  annotations: false,
  colours: 'slices',
  candles: false,
  stacks: false,
};
