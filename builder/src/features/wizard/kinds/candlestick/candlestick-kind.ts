/** Candles of a ticker's prices, drawn in the theme's rising and falling colours, not per series. */
import { chartTypeName } from '@shared/spec/chart-type-name';
import { forPrices, type ChartKind } from '../chart-kind';

export const CANDLESTICK_KIND: ChartKind = {
  core: 'candlestick',
  choice: 'candlestick',
  label: chartTypeName('candlestick'),
  chartType: 'candlestick',
  horizontal: false,
  offeredFor: forPrices,
  valueAxis: true,
  fromZero: false,
  annotations: true,
  colours: null,
  stacks: false,
  candles: true,
};
