/**
 * The Numbers section's live example: a value written with the chosen number format by the chart
 * core, as the chart's tooltips will write it (in English; readers see their own locale's separators).
 * And the facts of the data the section and the Value axis section mention: the values' range, and
 * whether Percent would make nonsense of them.
 */
import type { ChartData, NumberFormat } from '@shared/spec/chart-spec';
import { valueFormat } from '@shared/chart-core/value-format';

/** `value` written with `format` as the chart writes it in tooltips: `$1,234.50`, `25.6%`, `1.2M kg`. */
export const formatWith = (value: number, format: NumberFormat = {}, locale = 'en-US'): string => valueFormat(format, locale).value(value);

/** The value the example shows: a share for Percent, a large number for Compact, else 1,234.5. */
export function exampleValue(format: NumberFormat = {}): number {
  if (format.percent) return 0.256;
  return format.compact ? 1_234_567 : 1234.5;
}

/** The smallest and largest values of the data (a candle's low and high), or null when it has none. */
export function valueRange(data: ChartData | null): { min: number; max: number } | null {
  let min = Infinity;
  let max = -Infinity;
  for (const dataset of data?.datasets ?? [])
    for (const point of dataset.data) {
      if (point === null) continue;
      const [low, high] = typeof point === 'number' ? [point, point] : [point.l, point.h];
      if (Number.isFinite(low)) min = Math.min(min, low);
      if (Number.isFinite(high)) max = Math.max(max, high);
    }
  return min <= max ? { min, max } : null;
}

/** Values up to this size can be shares (150%); beyond it they are surely percentages already, or counts. */
export const LARGEST_SHARE = 1.5;

/** Whether Percent is on for values that are not shares: 24 would read 2,400%. */
export function percentLooksWrong(format: NumberFormat | undefined, range: { min: number; max: number } | null): boolean {
  return format?.percent === true && range !== null && Math.max(Math.abs(range.min), Math.abs(range.max)) > LARGEST_SHARE;
}
