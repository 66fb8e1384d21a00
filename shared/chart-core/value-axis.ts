/**
 * A value axis (the left `y`, or the right-hand `y1`), as both renderers draw it: the extent of
 * what is drawn on it, its padded range, and ticks at least 30 px apart on nice steps with labels
 * exact at their step (shared/axis-ticks.ts) in the reader's language.
 */
import { formatTick } from '../axis-ticks';
import type { SeriesLayout } from '../series-layout';
import { niceTicks, paddedRange } from './nice-ticks';
import type { Tick } from './x-axis';

/** The least room between two value ticks (uPlot's default, kept). */
export const VALUE_TICK_SPACE = 30;

export interface ValueAxis {
  lo: number;
  hi: number;
  ticks: Tick[];
}

/**
 * The extent drawn on one axis: candle wicks and stack totals included, zero under bars and
 * areas. `shown` leaves out series a reader switched off.
 */
export function extentOf(series: readonly SeriesLayout[], axis: 'y' | 'y1', shown: (index: number) => boolean = () => true): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  series.forEach((s, i) => {
    if (s.axis !== axis || s.low > s.high || !shown(i)) return;
    [min, max] = [Math.min(min, s.low), Math.max(max, s.high)];
    if (s.kind === 'bar' || s.kind === 'area') [min, max] = [Math.min(min, 0), Math.max(max, 0)];
  });
  return [min, max];
}

export function valueAxis([min, max]: [number, number], pixels: number, locale = 'en-US'): ValueAxis {
  const [lo, hi] = paddedRange(min, max);
  const { step, values } = niceTicks(lo, hi, pixels, VALUE_TICK_SPACE);
  return { lo, hi, ticks: values.map((value) => ({ value, text: formatTick(value, step, locale) })) };
}
