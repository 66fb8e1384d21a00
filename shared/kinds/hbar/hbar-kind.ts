/** Horizontal bar charts: a bar chart that asks for `horizontal` and has nothing a sideways reading cannot show. */
import { layoutSeries } from '../../chart-core/series-layout';
import type { ChartKind } from '../chart-kind';
import { isHorizontal } from './hbar-layout';

export const hbarKind: ChartKind = {
  id: 'hbar',
  chartTypes: ['bar'],
  takes: (spec) => isHorizontal(spec, layoutSeries(spec)),
  samples: () => import('./hbar-samples').then((m) => m.samples()),
};
