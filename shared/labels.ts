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
  const n = labels.length;
  if (!slotted && n > 0) {
    // Numbers first, in a plain loop: charts with hundreds of thousands of points have numeric x.
    const xs = new Array<number>(n);
    let i = 0;
    for (; i < n; i++) {
      const x = parseNumberLabel(labels[i]!);
      if (x - x !== 0) break;
      xs[i] = x;
    }
    if (i === n) return { kind: 'number', xs };
    if (i === 0 && Number.isFinite(parseDateLabel(labels[0]!))) {
      const dates = labels.map(parseDateLabel);
      if (dates.every(Number.isFinite)) return { kind: 'date', xs: dates };
    }
  }
  return { kind: 'category', xs: Array.from(labels, (_, i) => i) };
}
