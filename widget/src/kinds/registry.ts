import type { KindId } from '@shared/kinds/chart-kind';
import type { ChartSpec } from '@shared/spec/chart-spec';
import type { Layout } from '@shared/chart-core/series-layout';
import type { Mark } from '../plot/cartesian';
import type { Plot, PlotInput } from '../plot/plot';

/** What a kind's chunk exports: a plot of its own, or a mark on the cartesian plot under the lines. */
export interface KindChunk {
  /** The renderer, or false when the chart turns out not to be of this kind after all. */
  plot?(spec: ChartSpec, layout: Layout): ((input: PlotInput) => Plot) | false;
  mark?: Mark;
}

/**
 * A kind's chunk, fetched only when the chart (or one of its series) may be of the kind: when
 * `is` says so, or, without it, when the chart's type is the kind's id. None for the kinds the
 * entry draws.
 */
export type Kind = [load: () => Promise<KindChunk>, is?: (spec: ChartSpec, layout: Layout) => unknown] | [];

/**
 * Every chart kind the widget draws, one folder each in kinds/, asked in this order. Lines and
 * areas are the cartesian plot itself, in the runtime's entry; every other kind is a lazy chunk, so
 * a line chart never pays for it. The parity test draws the samples of each kind listed here. The
 * keys are the core's kinds (shared/kinds/registry.ts): one left out fails the type check.
 */
export const KINDS: Readonly<Record<KindId, Kind>> = {
  line: [],
  pie: [() => import('./pie/pie')],
  // The option is one of the extras, so horizontal bars travel in that chunk, which checks that
  // the series have a horizontal reading.
  hbar: [() => import('../extras/extras'), (s) => s.options.horizontal],
  bar: [() => import('./bar/bars'), (_, l) => l.hasBars],
  candlestick: [() => import('./candlestick/candles')],
  map: [() => import('./map/map')],
  scatter: [() => import('./scatter/scatter')],
  table: [() => import('./table/table')],
};
