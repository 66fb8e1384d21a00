/** Pie charts: the first series as shares of a whole, one slice per label. */
import type { ChartKind } from '../chart-kind';
import { checkPieData } from './pie-data';

export const pieKind: ChartKind = {
  id: 'pie',
  chartTypes: ['pie'],
  checkData: checkPieData,
  samples: () => import('./pie-samples').then((m) => m.samples()),
};
