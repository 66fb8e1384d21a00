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
 * Whether the chart (or one of its series) may be of the kind, and its chunk, fetched only then;
 * none for the kinds the entry draws.
 */
export type Kind = [is: (spec: ChartSpec, layout: Layout) => unknown, load: () => Promise<KindChunk>] | [];

/**
 * Every chart kind the widget draws, one folder each in kinds/, asked in this order. Lines and
 * areas are the cartesian plot itself, in the runtime's entry; every other kind is a lazy chunk, so
 * a line chart never pays for it. The parity test draws the samples of each kind listed here. The
 * keys are the core's kinds (shared/kinds/registry.ts): one left out fails the type check.
 */
export const KINDS: Readonly<Record<KindId, Kind>> = {
  line: [],
  pie: [(s) => s.chartType === 'pie', () => import('./pie/pie')],
  // The option is one of the extras, so horizontal bars travel in that chunk, which checks that
  // the series have a horizontal reading.
  hbar: [(s) => s.options.horizontal, () => import('../extras/extras')],
  bar: [(_, l) => l.hasBars, () => import('./bar/bars')],
  candlestick: [(s) => s.chartType === 'candlestick', () => import('./candlestick/candles')],
  map: [(s) => s.chartType === 'map', () => import('./map/map')],
};
