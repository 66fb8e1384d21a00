/**
 * Lines and areas: a series over its labels, the value axis free to start above zero. The core draws
 * both as its line kind (an area is a line filled down to the axis).
 */
import { chartTypeName } from '@shared/spec/chart-type-name';
import { forAnyData, type ChartKind } from '../chart-kind';

const common = { core: 'line', horizontal: false, valueAxis: true, fromZero: false, annotations: true, colours: 'series', candles: false } as const;

export const LINE_KIND: ChartKind = { ...common, choice: 'line', label: chartTypeName('line'), chartType: 'line', offeredFor: forAnyData, stacks: false };

export const AREA_KIND: ChartKind = { ...common, choice: 'area', label: chartTypeName('area'), chartType: 'area', offeredFor: forAnyData, stacks: true };
