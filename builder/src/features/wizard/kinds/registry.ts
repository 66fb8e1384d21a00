/**
 * Every chart kind the wizard offers, in the Chart type list's order. A new kind is a folder beside
 * these and a line here.
 */
import type { ChartType, DataSource } from '@shared/spec/chart-spec';
import { BAR_KIND } from './bar/bar-kind';
import { CANDLESTICK_KIND } from './candlestick/candlestick-kind';
import type { ChartKind } from './chart-kind';
import { HORIZONTAL_BAR_KIND } from './horizontal-bar/horizontal-bar-kind';
import { AREA_KIND, LINE_KIND } from './line/line-kind';
import { PIE_KIND } from './pie/pie-kind';

export const CHART_KINDS: readonly ChartKind[] = [LINE_KIND, BAR_KIND, HORIZONTAL_BAR_KIND, AREA_KIND, PIE_KIND, CANDLESTICK_KIND];

/** The kinds this data source offers. */
export const offeredKinds = (source: DataSource) => CHART_KINDS.filter((kind) => kind.offeredFor(source));

/** The kind a chart is: its type, and for bars whether they run across. */
export function kindOf(chartType: ChartType, horizontal: boolean): ChartKind {
  const kinds = CHART_KINDS.filter((kind) => kind.chartType === chartType);
  return kinds.find((kind) => kind.horizontal === horizontal) ?? kinds[0]!;
}

export const kindByChoice = (choice: string) => CHART_KINDS.find((kind) => kind.choice === choice);
