/**
 * What the x labels are: dates (drawn on a time axis), numbers (a numeric axis) or categories
 * (evenly spaced, one slot each), with the x value of each label. One pass over the labels, since
 * a chart may have hundreds of thousands of them.
 */

export type LabelKind = 'date' | 'number' | 'category';

const ISO_DATE = /^\d{4}-\d\d(-\d\d)?([T ]\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)?)?$/;

/** Seconds since the epoch for an ISO date or date-time (UTC when no zone is given), else NaN. */
export function parseDateLabel(label: string): number {
  if (typeof label !== 'string' || !ISO_DATE.test(label)) return NaN;
  const hasTime = /[T ]\d/.test(label);
  const hasZone = /(Z|[+-]\d\d:?\d\d)$/.test(label);
  const text = label.length === 7 ? `${label}-01` : label.replace(' ', 'T');
  const ms = Date.parse(hasTime && !hasZone ? `${text}Z` : text);
  return Number.isFinite(ms) ? ms / 1000 : NaN;
}

/** A number label; blank text and null (which `+` reads as 0) are not numbers. */
function parseNumberLabel(label: string): number {
  const x = +label;
  return x === 0 && !/\d/.test(String(label)) ? NaN : x;
}

/** The x axis for these labels; `slotted` forces categories (bars and candles sit in slots). */
export function xAxisValues(labels: readonly string[], slotted = false): { kind: LabelKind; xs: number[] } {
  if (!slotted && labels.length > 0) {
    for (const [kind, parse] of [['date', parseDateLabel], ['number', parseNumberLabel]] as const) {
      const xs = new Array<number>(labels.length);
      let i = 0;
      for (; i < labels.length; i++) if (!Number.isFinite((xs[i] = parse(labels[i]!)))) break;
      if (i === labels.length) return { kind, xs };
    }
  }
  return { kind: 'category', xs: Array.from(labels, (_, i) => i) };
}
