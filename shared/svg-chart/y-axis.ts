/**
 * A value axis (the left `y`, or the right-hand `y1`): its padded range, ticks at least 30 px
 * apart on nice steps, labels exact at their step (shared/axis-ticks.ts), and its width, which is
 * that of its widest label.
 */
import { formatTick } from '../axis-ticks';
import type { SeriesLayout } from '../series-layout';
import { niceTicks, paddedRange } from './nice-ticks';
import { textWidth } from './text-width';
import { TICK_FONT, type Tick } from './x-axis';

/** uPlot's default room between y ticks. */
const SPACE = 30;
/** The tick mark (6), the gap to its label (5), and a margin after the label (4). */
const TICK_ROOM = 11;
const MARGIN = 4;

export interface YAxis {
  lo: number;
  hi: number;
  ticks: Tick[];
  width: number;
}

/** The extent drawn on one axis: candle wicks and stack totals included, zero under bars and areas. */
export function extentOf(series: readonly SeriesLayout[], axis: 'y' | 'y1'): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const s of series) {
    if (s.axis !== axis || s.low > s.high) continue;
    [min, max] = [Math.min(min, s.low), Math.max(max, s.high)];
    if (s.kind === 'bar' || s.kind === 'area') [min, max] = [Math.min(min, 0), Math.max(max, 0)];
  }
  return [min, max];
}

export function yAxisOf([min, max]: [number, number], pixels: number): YAxis {
  const [lo, hi] = paddedRange(min, max);
  const { step, values } = niceTicks(lo, hi, pixels, SPACE);
  const ticks = values.map((value) => ({ value, text: formatTick(value, step) }));
  const widest = Math.max(0, ...ticks.map((t) => textWidth(t.text, TICK_FONT)));
  return { lo, hi, ticks, width: TICK_ROOM + Math.ceil(widest) + MARGIN };
}
