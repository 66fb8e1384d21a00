/**
 * What a table draws in its cells beyond their values: a bar whose length is the value's share of
 * the column's largest (from a zero line when the column has negatives), and a heat colour from
 * the background (the lowest value) to the column's colour (the highest), with text that reads on it.
 */
import { readableOn } from '../../themes/readable-on';
import { mixColors } from '../map/oklab-mix';

export interface ColumnRange {
  min: number;
  max: number;
}

export function columnRange(values: readonly unknown[]): ColumnRange | null {
  let [min, max] = [Infinity, -Infinity];
  for (const v of values) {
    if (typeof v !== 'number' || !Number.isFinite(v)) continue;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return min <= max ? { min, max } : null;
}

/**
 * Where `value` lies from `lo` to `hi`, 0 to 1 (`flat` when they are equal). A span beyond the
 * largest double (-1e308 to 1e308) is measured in halves, which is exact for doubles.
 */
function shareOf(value: number, lo: number, hi: number, flat: number): number {
  if (!(hi > lo)) return flat;
  const t = Number.isFinite(hi - lo) ? (value - lo) / (hi - lo) : (value / 2 - lo / 2) / (hi / 2 - lo / 2);
  return Math.min(1, Math.max(0, t));
}

/** A bar within its cell, as fractions of the bar's room: where it starts and how long it is. */
export function cellBar(value: number, range: ColumnRange): { from: number; width: number } {
  const low = Math.min(range.min, 0);
  const high = Math.max(range.max, 0);
  const zero = shareOf(0, low, high, 0);
  const at = shareOf(value, low, high, 0);
  return { from: Math.min(zero, at), width: Math.abs(at - zero) };
}

/** A heat cell's fill and text: the lowest value nearly the background, the highest the column's colour. */
export function heatCell(value: number, range: ColumnRange, background: string, color: string): { fill: string; ink: string } {
  const t = shareOf(value, range.min, range.max, 1);
  const fill = mixColors(background, color, 0.08 + 0.84 * t);
  return { fill, ink: readableOn(fill) };
}
