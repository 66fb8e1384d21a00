/**
 * Pie charts, as both renderers draw them: one slice per label, clockwise from twelve o'clock,
 * in a circle 8 px inside the smaller side of the box; each slice big enough to hold it says its
 * share two thirds of the way out (a whole circle, in its middle), in the reader's language.
 */
import { numberFormat } from '../../formats/intl-formats';
import { BOLD } from '../../chart-core/text-width-bold';
import { textWidth } from '../../chart-core/text-width';

export const PIE_START = -Math.PI / 2;
export const SHARE_FONT = 12;
/** Slices narrower than this (of the full turn) carry no share: the text would not fit. */
const LABELLED = 0.04;
const TAU = Math.PI * 2;

/** Each label's value (numbers, or numbers written as text); anything else, and negatives, count as nothing. */
export function pieValues(labels: readonly unknown[], data: readonly unknown[] = []): number[] {
  return labels.map((_, i) => {
    const given = data[i];
    const v = typeof given === 'number' || typeof given === 'string' ? Number(given) : NaN;
    return Number.isFinite(v) && v > 0 ? v : 0;
  });
}

export const pieRadius = (width: number, height: number) => Math.max(Math.min(width, height) / 2 - 8, 1);

export interface Slice {
  from: number;
  to: number;
  share: number;
  /** What it says, where it says it (from the centre), or null when it says nothing. */
  label: { text: string; dx: number; dy: number } | null;
}

/** The slices of `values` in a circle of radius `r`. */
export function pieSlices(values: readonly number[], r: number, locale = 'en-US'): Slice[] {
  const total = values.reduce((a, b) => a + b, 0);
  let from = PIE_START;
  return values.map((value) => {
    const share = total > 0 ? value / total : 0;
    const to = from + share * TAU;
    // Through intl-formats, which the runtime's entry holds already: format-number.ts would be a
    // chunk of its own, shared by the pie and the data table.
    const text = numberFormat(locale, { style: 'percent' }).format(share);
    const whole = share >= 0.999999;
    const out = whole ? 0 : r * 0.65;
    const mid = (from + to) / 2;
    const fits = share >= LABELLED && r > 40 && share * TAU * r * 0.65 > textWidth(text, SHARE_FONT, BOLD) + 4;
    const slice = { from, to, share, label: fits ? { text, dx: Math.cos(mid) * out, dy: Math.sin(mid) * out } : null };
    from = to;
    return slice;
  });
}
