/** Tables: each label a row, each dataset a column in its own number format. */
import type { ChartKind } from '../chart-kind';
import { checkTableData, prepareTableData } from './table-data';

export const tableKind: ChartKind = {
  id: 'table',
  chartTypes: ['table'],
  checkData: checkTableData,
  prepare: prepareTableData,
  samples: () => import('./table-samples').then((m) => m.samples()),
};
