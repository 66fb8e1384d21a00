/**
 * Value ranges and the ticks on them: a range padded around the data and rounded outwards (zero
 * stays the floor of data that never goes below it), and ticks on the smallest nice step that
 * leaves `space` pixels between them. The same rules the widget's uPlot axes follow.
 */

/** 1, 2 and 5 × 10^k from 10^-9 to 5 × 10^15: the steps uPlot may choose from. */
export const NICE_STEPS: number[] = Array.from({ length: 25 }, (_, k) => [1, 2, 5].map((m) => +(m * 10 ** (k - 9)).toPrecision(1))).flat();

export interface Ticks {
  step: number;
  values: number[];
}

/** The range an axis shows for data from `min` to `max`: 10 % of room each side, rounded. */
export function paddedRange(min: number, max: number): [number, number] {
  if (!(min <= max)) return [0, 1];
  const span = max - min;
  // Values near the largest doubles: no room to pad without overflowing, so the data's own range.
  if (!Number.isFinite(span * 2) || !Number.isFinite(max + span) || !Number.isFinite(min - span)) return [min, max];
  // A flat series gets a range around its value (or 0 to 1 when it is zero), never an empty one.
  const extent = span > 0 ? span : Math.abs(max) || 1;
  const pad = span > 0 ? span * 0.1 : extent;
  const unit = 10 ** Math.floor(Math.log10(extent)) / 10;
  let lo = Math.floor((min - pad) / unit) * unit;
  let hi = Math.ceil((max + pad) / unit) * unit;
  if (min >= 0 && lo < 0) lo = 0;
  if (max <= 0 && hi > 0) hi = 0;
  // Nothing but zeros: zero at the bottom, as for any data that never goes below it.
  if (lo === hi) return [0, 1];
  return [clean(lo), clean(hi)];
}

/** More ticks than any axis of an image has room for: a bound on every loop over ticks. */
export const MAX_TICKS = 500;

/**
 * Ticks from `lo` to `hi` over `pixels`, on the smallest of `steps` at least `space` pixels apart;
 * past the largest, the next 1, 2 or 5 × a power of ten that is.
 */
export function niceTicks(lo: number, hi: number, pixels: number, space: number, steps: readonly number[] = NICE_STEPS): Ticks {
  const span = hi - lo;
  if (!(span > 0) || !Number.isFinite(span) || !(pixels > 0)) return { step: 1, values: [] };
  const needed = (span * space) / pixels;
  const step = steps.find((s) => s >= needed) ?? beyond(needed);
  const values: number[] = [];
  const first = Math.ceil(lo / step - 1e-9);
  // Counting from the first tick keeps each value exact, and bounded when `lo` is so large that
  // adding a step to it changes nothing.
  for (let k = 0; values.length < MAX_TICKS && (first + k) * step <= hi + step * 1e-9; k++) values.push(clean((first + k) * step));
  return { step, values };
}

/** The smallest 1, 2 or 5 × 10^k at least `needed`. */
function beyond(needed: number): number {
  const power = 10 ** Math.floor(Math.log10(needed));
  return [1, 2, 5, 10].map((m) => m * power).find((s) => s >= needed) ?? needed;
}

/** Drops the binary noise of multiplying by decimal steps (0.30000000000000004). */
function clean(value: number): number {
  return value === 0 ? 0 : +value.toPrecision(12);
}
