/** Bar charts: upright bars in each label's slot, side by side or stacked, with lines over them if asked. */
import type { ChartKind } from '../chart-kind';

export const barKind: ChartKind = {
  id: 'bar',
  chartTypes: ['bar'],
  samples: () => import('./bar-samples').then((m) => m.samples()),
};
