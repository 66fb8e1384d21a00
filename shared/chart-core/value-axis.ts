/**
 * A value axis (the left `y`, or the right-hand `y1`), as both renderers draw it: the extent of
 * what is drawn on it, its padded range, and ticks at least 30 px apart on nice steps with labels
 * exact at their step (shared/chart-core/axis-ticks.ts) in the reader's language.
 */
import { formatTick } from './axis-ticks';
import type { ChartOptions } from '../spec/chart-spec';
import type { SeriesLayout } from './series-layout';
import { NICE_STEPS, niceTicks, paddedRange } from './nice-ticks';
import type { Tick } from './x-axis';

/** The least room between two value ticks (uPlot's default, kept). */
export const VALUE_TICK_SPACE = 30;

/** Writes a tick `step` from the next, on an axis whose ticks are at most `top` in size. */
export type TickFormat = (value: number, step: number, top?: number) => string;

export interface ValueAxis {
  lo: number;
  hi: number;
  ticks: Tick[];
}

/**
 * What a creator asked of the left axis: values it must reach (`yMin`, `yMax`, zero, reference
 * lines), and the ends it should stop at when the data lies within them.
 */
export interface AxisBounds {
  min?: number;
  max?: number;
  reach: number[];
  /** The smallest tick step the number format can write (1 for no decimals): views never read 0.2. */
  minStep?: number;
}

/** The left axis's bounds from a chart's options; the right axis has none. */
export function boundsOf(options: Partial<ChartOptions>): AxisBounds {
  const reach = [options.yMin, options.yMax, options.startAtZero ? 0 : undefined, ...(options.referenceLines ?? []).map((l) => l.value)];
  const decimals = options.numberFormat?.decimals;
  return {
    min: options.yMin,
    max: options.yMax,
    reach: reach.filter((v): v is number => Number.isFinite(v)),
    // A share's ticks are written ×100, so a step of 0.01 is a whole percent.
    minStep: decimals === undefined ? undefined : 10 ** -decimals / (options.numberFormat?.percent ? 100 : 1),
  };
}

/**
 * The extent drawn on one axis: candle wicks and stack totals included, zero under bars and
 * areas, and whatever `bounds` must reach. `shown` leaves out series a reader switched off.
 */
export function extentOf(
  series: readonly SeriesLayout[],
  axis: 'y' | 'y1',
  shown: (index: number) => boolean = () => true,
  bounds?: AxisBounds,
): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const v of bounds?.reach ?? []) [min, max] = [Math.min(min, v), Math.max(max, v)];
  series.forEach((s, i) => {
    if (s.axis !== axis || s.low > s.high || !shown(i)) return;
    [min, max] = [Math.min(min, s.low), Math.max(max, s.high)];
    if (s.kind === 'bar' || s.kind === 'area') [min, max] = [Math.min(min, 0), Math.max(max, 0)];
  });
  return [min, max];
}

/**
 * The range shown for an extent: padded and rounded, except at an end the creator fixed where it
 * is the extent's own end (the data lies within it).
 */
export function rangeOf([min, max]: [number, number], bounds?: AxisBounds): [number, number] {
  let [lo, hi] = paddedRange(min, max);
  if (bounds?.min === min) lo = min;
  if (bounds?.max === max) hi = max;
  return lo < hi ? [lo, hi] : paddedRange(min, max);
}

/**
 * `tick` writes a tick (see value-format.ts for a chart's number format); the plain way by default.
 * It is given the largest size of the axis's ticks, so every tick reads in one unit.
 */
export function valueAxis(
  extent: [number, number],
  pixels: number,
  locale = 'en-US',
  bounds?: AxisBounds,
  tick: TickFormat = (value, step, top) => formatTick(value, step, locale, top),
): ValueAxis {
  const [lo, hi] = rangeOf(extent, bounds);
  const { step, values } = niceTicks(lo, hi, pixels, VALUE_TICK_SPACE, bounds?.minStep ? NICE_STEPS.filter((s) => s >= bounds.minStep! * 0.999) : undefined);
  const top = Math.max(0, ...values.map(Math.abs));
  return { lo, hi, ticks: values.map((value) => ({ value, text: tick(value, step, top) })) };
}
