/**
 * A map colours regions by the first series: offered for tables whose labels name countries or US
 * states, never for a ticker's prices. It has no value axis, annotations or series colours; its own
 * controls (region set, colour scale, classes) sit in the Layout section, and the rows that name no
 * region are listed above the controls to be fixed.
 */
import { chartTypeName } from '@shared/spec/chart-type-name';
import { forTables, type ChartKind } from '../chart-kind';
import { MapControls } from './map-controls';
import { mapPreview, mapSaveProblem } from './map-data';
import { mapSummary } from './map-fields';
import { labelsAreRegions, MAP_NOT_OFFERED } from './region-rows';
import { RegionProblems } from './region-problems';

export const MAP_KIND: ChartKind = {
  core: 'map',
  choice: 'map',
  label: chartTypeName('map'),
  chartType: 'map',
  horizontal: false,
  offeredFor: forTables,
  notOffered: (labels) => (labelsAreRegions(labels) ? null : MAP_NOT_OFFERED),
  unsuitedNote: 'A map colours countries or US states. These labels name fewer than two: fix them below, or choose another type.',
  valueAxis: false,
  fromZero: false,
  annotations: false,
  colours: null,
  colourKey: true,
  stacks: false,
  candles: false,
  LayoutControls: MapControls,
  layoutSummary: (options) => mapSummary(options.map),
  DataPanel: RegionProblems,
  saveProblem: mapSaveProblem,
  preview: mapPreview,
};
