/**
 * Every chart kind, in the order they are asked whether they take a spec: a kind that takes only
 * some specs of a type (horizontal bars) comes before the one that takes the rest. Adding a kind is
 * a folder beside this file and a line here, then a line in each drawing's registry
 * (svg-chart/kinds/registry.ts for the server image).
 */
import type { ChartSpec, ChartType } from '../spec/chart-spec';
import { barKind } from './bar/bar-kind';
import { candlestickKind } from './candlestick/candlestick-kind';
import type { ChartKind } from './chart-kind';
import { hbarKind } from './hbar/hbar-kind';
import { lineKind } from './line/line-kind';
import { mapKind } from './map/map-kind';
import { pieKind } from './pie/pie-kind';
import { scatterKind } from './scatter/scatter-kind';
import { tableKind } from './table/table-kind';

export const CHART_KINDS: readonly ChartKind[] = [lineKind, hbarKind, barKind, pieKind, candlestickKind, mapKind, scatterKind, tableKind];

/** The kinds a chart type can be drawn as: a bar chart is upright or horizontal. */
export const kindsOfType = (chartType: ChartType): ChartKind[] => CHART_KINDS.filter((kind) => kind.chartTypes.includes(chartType));

/** The kind a spec is drawn as; a spec no kind takes is drawn as a line chart, as normalizeSpec reads an unknown type. */
export function kindOf(spec: Pick<ChartSpec, 'chartType' | 'data' | 'options'>): ChartKind {
  return kindsOfType(spec.chartType).find((kind) => kind.takes?.(spec) ?? true) ?? lineKind;
}
