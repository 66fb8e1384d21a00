/** A table shows the rows as they are: any table can be one, never a ticker's prices. */
import { chartTypeName } from '@shared/spec/chart-type-name';
import { forTables, type ChartKind } from '../chart-kind';

export const TABLE_KIND: ChartKind = {
  core: 'table',
  choice: 'table',
  label: chartTypeName('table'),
  chartType: 'table',
  horizontal: false,
  offeredFor: forTables,
  valueAxis: false,
  fromZero: false,
  annotations: false,
  colours: null,
  stacks: false,
  candles: false,
};
