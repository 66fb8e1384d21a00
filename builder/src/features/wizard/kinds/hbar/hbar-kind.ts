/**
 * Bars across the page (chartType `bar` with options.horizontal): categories down the side, so
 * only data with categories offers it; a ticker's prices run along dates, which read left to right.
 */
import { BAR_KIND } from '../bar/bar-kind';
import { forTables, type ChartKind } from '../chart-kind';

export const HBAR_KIND: ChartKind = {
  ...BAR_KIND,
  core: 'hbar',
  choice: 'hbar',
  label: 'Horizontal bar',
  horizontal: true,
  offeredFor: forTables,
  valueAxisWhere: ' (along the bottom)',
  layoutDetail: 'Horizontal',
};
