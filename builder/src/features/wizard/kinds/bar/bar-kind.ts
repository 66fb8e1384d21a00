/** Bars up the page: categories or dates along the bottom, always from zero. */
import { chartTypeName } from '@shared/spec/chart-type-name';
import { forAnyData, type ChartKind } from '../chart-kind';
import { BarDirection } from './bar-direction';

export const BAR_KIND: ChartKind = {
  core: 'bar',
  choice: 'bar',
  label: chartTypeName('bar'),
  chartType: 'bar',
  horizontal: false,
  offeredFor: forAnyData,
  valueAxis: true,
  fromZero: true,
  annotations: true,
  colours: 'series',
  candles: false,
  stacks: true,
  LayoutControls: BarDirection,
};
