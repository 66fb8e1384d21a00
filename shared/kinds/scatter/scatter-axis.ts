/**
 * A scatter plot's two axes, both of values: linear with nice ticks on a padded range (the same
 * rules as a line chart's value axis), or log with ticks at powers of ten, and 2 and 5 between
 * them when there is room. Pure, so the widget and the server image place points identically.
 */
import { niceTicks, paddedRange } from '../../chart-core/nice-ticks';

export interface ScatterAxis {
  lo: number;
  hi: number;
  log: boolean;
  /** The step between linear ticks (how many decimals they need); 0 on a log axis. */
  step: number;
  ticks: number[];
  /** Where a value falls, from 0 at `lo` to 1 at `hi`. */
  at(value: number): number;
}

/** Axis `pixels` long for `values`, ticks at least `space` pixels apart. */
export function scatterAxis(values: readonly number[], log: boolean, pixels: number, space: number): ScatterAxis {
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (log) return logAxis(min, max, pixels, space);
  const [lo, hi] = values.length ? paddedRange(min, max) : [0, 1];
  const { step, values: ticks } = niceTicks(lo, hi, pixels, space);
  return { lo, hi, log, step, ticks, at: (v) => (v - lo) / (hi - lo) };
}

function logAxis(min: number, max: number, pixels: number, space: number): ScatterAxis {
  const [from, to] = min > 0 && Number.isFinite(max) ? [Math.floor(Math.log10(min)), Math.ceil(Math.log10(max))] : [0, 1];
  const top = to > from ? to : from + 1;
  const [lo, hi] = [10 ** from, 10 ** top];
  const decades = top - from;
  const perDecade = pixels / decades;
  // Powers of ten always; 2 and 5 too when a decade has room for three ticks; every tenth decade on a huge range.
  const every = Math.max(1, Math.ceil((decades * space) / Math.max(pixels, 1)));
  const between = perDecade >= space * 3 ? [2, 5] : [];
  const ticks: number[] = [];
  for (let k = from; k <= top; k += every) {
    ticks.push(+(10 ** k).toPrecision(12));
    if (k < top) for (const m of between) ticks.push(+(m * 10 ** k).toPrecision(12));
  }
  const span = top - from;
  return { lo, hi, log: true, step: 0, ticks, at: (v) => (Math.log10(v) - from) / span };
}

/** A bubble's radius: its area in proportion to its value, the largest `maxRadius`; a plain point's `dot`. */
export function bubbleRadius(size: number | null, largest: number, maxRadius: number, dot: number): number {
  if (size === null || !(largest > 0)) return dot;
  return Math.max(1, Math.sqrt(Math.max(size, 0) / largest) * maxRadius);
}
