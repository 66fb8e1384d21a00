/**
 * Every chart kind the wizard offers, in the Chart type list's order, and the core kind each draws
 * as. A new kind is a folder beside these and a line in each list here.
 */
import type { KindId } from '@shared/kinds/chart-kind';
import type { ChartType, DataSource } from '@shared/spec/chart-spec';
import { BAR_KIND } from './bar/bar-kind';
import { CANDLESTICK_KIND } from './candlestick/candlestick-kind';
import type { ChartKind } from './chart-kind';
import { HBAR_KIND } from './hbar/hbar-kind';
import { AREA_KIND, LINE_KIND } from './line/line-kind';
import { MAP_KIND } from './map/map-kind';
import { PIE_KIND } from './pie/pie-kind';
import { SCATTER_KIND } from './scatter/scatter-kind';
import { TABLE_KIND } from './table/table-kind';

export const CHART_KINDS: readonly ChartKind[] = [LINE_KIND, BAR_KIND, HBAR_KIND, AREA_KIND, PIE_KIND, MAP_KIND, SCATTER_KIND, TABLE_KIND, CANDLESTICK_KIND];

/**
 * The wizard's kinds of each core kind (shared/kinds/registry.ts). Keyed by every core kind, so a
 * core kind the wizard has no controls for fails the type check; registry.test.ts holds this to
 * the list above.
 */
export const KINDS_OF_CORE: Readonly<Record<KindId, readonly [ChartKind, ...ChartKind[]]>> = {
  line: [LINE_KIND, AREA_KIND],
  bar: [BAR_KIND],
  hbar: [HBAR_KIND],
  pie: [PIE_KIND],
  candlestick: [CANDLESTICK_KIND],
  map: [MAP_KIND],
  scatter: [SCATTER_KIND],
  table: [TABLE_KIND],
};

/** The kinds this data source offers. */
export const offeredKinds = (source: DataSource) => CHART_KINDS.filter((kind) => kind.offeredFor(source));

/** The kind a chart is: its type, and for bars whether they run across. */
export function kindOf(chartType: ChartType, horizontal: boolean): ChartKind {
  const kinds = CHART_KINDS.filter((kind) => kind.chartType === chartType);
  return kinds.find((kind) => kind.horizontal === horizontal) ?? kinds[0]!;
}

export const kindByChoice = (choice: string) => CHART_KINDS.find((kind) => kind.choice === choice);
