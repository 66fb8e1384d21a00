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
    if (typeof v !== 'number') continue;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return min <= max ? { min, max } : null;
}

/** A bar within its cell, as fractions of the bar's room: where it starts and how long it is. */
export function cellBar(value: number, range: ColumnRange): { from: number; width: number } {
  const low = Math.min(range.min, 0);
  const high = Math.max(range.max, 0);
  const span = high - low || 1;
  const zero = low < 0 ? -low / span : 0;
  const at = (value - low) / span;
  return { from: Math.min(zero, at), width: Math.abs(at - zero) };
}

/** A heat cell's fill and text: the lowest value nearly the background, the highest the column's colour. */
export function heatCell(value: number, range: ColumnRange, background: string, color: string): { fill: string; ink: string } {
  const t = range.max > range.min ? (value - range.min) / (range.max - range.min) : 1;
  const fill = mixColors(background, color, 0.08 + 0.84 * t);
  return { fill, ink: readableOn(fill) };
}
