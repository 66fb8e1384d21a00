/**
 * A scatter plot places each row as a point: the first numeric column across, the second up, a
 * third (when there is one) as the bubble's area. Offered for tables, never for a ticker's prices.
 */
import { chartTypeName } from '@shared/spec/chart-type-name';
import { forTables, type ChartKind } from '../chart-kind';

export const SCATTER_KIND: ChartKind = {
  core: 'scatter',
  choice: 'scatter',
  label: chartTypeName('scatter'),
  chartType: 'scatter',
  horizontal: false,
  offeredFor: forTables,
  valueAxis: false,
  fromZero: false,
  annotations: false,
  colours: null,
  stacks: false,
  candles: false,
};
