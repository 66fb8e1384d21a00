/**
 * A scatter plot places each row as a point: the x column across, the y column up, a size column
 * (when chosen) as the bubble's area. Offered for tables with two numeric columns, never for a
 * ticker's prices, and offered first for a label and two or three numbers a row. It has no value
 * axis range, annotations or series colours; its own controls (columns, log axes, trend line,
 * groups, named points) sit in the Layout section, and Next waits, in the API's words, for data
 * it cannot draw (negative sizes, a log axis through zero).
 */
import { chartTypeName } from '@shared/spec/chart-type-name';
import { forTables, type ChartKind } from '../chart-kind';
import { ScatterControls } from './scatter-controls';
import { scatterSaveProblem } from './scatter-data';
import { scatterSummary } from './scatter-fields';
import { scatterNotOffered, scatterOffer } from './scatter-suits';

export const SCATTER_KIND: ChartKind = {
  core: 'scatter',
  choice: 'scatter',
  label: chartTypeName('scatter'),
  chartType: 'scatter',
  horizontal: false,
  offeredFor: forTables,
  notOffered: (_, numericColumns) => scatterNotOffered(numericColumns),
  offer: scatterOffer,
  unsuitedNote: 'A scatter plot places each row by two numbers, x and y. This data has fewer numeric columns: add one below, or choose another type.',
  labelsColumnHint:
    'Heads the points’ labels in the data table and the CSV download. Each axis is titled by its column’s name: rename a column in the data below to retitle it.',
  valueAxis: false,
  fromZero: false,
  annotations: false,
  colours: null,
  stacks: false,
  candles: false,
  LayoutControls: ScatterControls,
  layoutSummary: (options) => scatterSummary(options.scatter),
  saveProblem: scatterSaveProblem,
};
