/** Scatter plots and bubble charts: each label a point, dataset 1 its x, dataset 2 its y, dataset 3 its area. */
import type { ChartKind } from '../chart-kind';
import { checkScatterData, prepareScatterData } from './scatter-data';

export const scatterKind: ChartKind = {
  id: 'scatter',
  chartTypes: ['scatter'],
  checkData: checkScatterData,
  prepare: prepareScatterData,
  samples: () => import('./scatter-samples').then((m) => m.samples()),
};
