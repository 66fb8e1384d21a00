/** Maps: a choropleth of the first series, one value per region of one set. */
import type { ChartKind } from '../chart-kind';
import { checkMapData, prepareMapData } from './map-data';

export const mapKind: ChartKind = {
  id: 'map',
  chartTypes: ['map'],
  checkData: checkMapData,
  prepare: prepareMapData,
  samples: () => import('./map-samples').then((m) => m.samples()),
};
