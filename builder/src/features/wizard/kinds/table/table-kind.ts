/**
 * A table shows the rows as they are: any table can be one, never a ticker's prices. It has no
 * axes to range, annotations or series colours; its own controls (each column's format, bars and
 * heat map, page size, first sort, search) sit in the Layout section, and Next waits, in the API's
 * words, for a table too large to embed.
 */
import { chartTypeName } from '@shared/spec/chart-type-name';
import { forTables, type ChartKind } from '../chart-kind';
import { labelsColumnName, TableControls } from './table-controls';
import { tableSaveProblem } from './table-data';
import { tableSummary } from './table-fields';

export const TABLE_KIND: ChartKind = {
  core: 'table',
  choice: 'table',
  label: chartTypeName('table'),
  chartType: 'table',
  horizontal: false,
  offeredFor: forTables,
  labelsColumnHint: 'Heads the first column; the others are headed by their names in the data below.',
  valueAxis: false,
  fromZero: false,
  annotations: false,
  colours: null,
  stacks: false,
  candles: false,
  LayoutControls: TableControls,
  layoutSummary: (options, data) =>
    tableSummary(options.table, (column) => (column < 0 ? labelsColumnName(options.xAxis ?? '') : (data?.datasets[column]?.label ?? `column ${column + 1}`))),
  saveProblem: tableSaveProblem,
};
