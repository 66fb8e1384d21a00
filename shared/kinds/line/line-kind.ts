/** Line and area charts: series over the labels, drawn as lines or filled down to zero or the series below. */
import type { ChartKind } from '../chart-kind';

export const lineKind: ChartKind = {
  id: 'line',
  chartTypes: ['line', 'area'],
  samples: () => import('./line-samples').then((m) => m.samples()),
};
