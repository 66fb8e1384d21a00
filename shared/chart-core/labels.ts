/**
 * What the x labels are: dates (drawn on a time axis), numbers (a numeric axis) or categories
 * (evenly spaced, one slot each), with the x value of each label. One pass over the labels, since
 * a chart may have hundreds of thousands of them.
 */

export type LabelKind = 'date' | 'number' | 'category';

const ISO_DATE = /^\d{4}-\d\d(-\d\d)?([T ]\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)?)?$/;

const PLAIN_DATE = /^\d{4}-\d\d-\d\d$/;

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const DAY = 86_400;

/**
 * Reads labels of the form `YYYY-MM-DD` (almost every date label: prices, CSV, AI) into `xs` from
 * index `from`, and answers where it stopped: at the first label of another form, a year below
 * 100 (`Date.UTC` reads those as 19xx) or a day that does not exist (`Date.parse` would roll
 * 2023-02-29 over to March). A chart may carry hundreds of thousands of labels, read while the
 * page's JIT is still cold, so everything is in this one loop: V8 optimises a loop it is running
 * long before it optimises the small functions the loop calls. Consecutive labels mostly share a
 * month, so the year and month are read once per month: a label that starts like the one before
 * costs one native prefix comparison and two characters (measured in Chromium on 55,550 labels:
 * about 2.5 ms cold, against 3.3 ms reading all ten characters and 8–18 ms through a function
 * per label).
 */
function readPlainDates(labels: readonly string[], xs: Float64Array, from: number): number {
  let month = '';
  let monthStart = 0;
  let lastDay = 0;
  const n = labels.length;
  let i = from;
  for (; i < n; i++) {
    const s = labels[i];
    if (typeof s !== 'string' || s.length !== 10) break;
    if (month === '' || !s.startsWith(month)) {
      if (s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45) break;
      const y0 = s.charCodeAt(0) - 48;
      const y1 = s.charCodeAt(1) - 48;
      const y2 = s.charCodeAt(2) - 48;
      const y3 = s.charCodeAt(3) - 48;
      const m0 = s.charCodeAt(5) - 48;
      const m1 = s.charCodeAt(6) - 48;
      // `>>> 0` turns a negative difference into a huge number: one comparison per character.
      if (y0 >>> 0 > 9 || y1 >>> 0 > 9 || y2 >>> 0 > 9 || y3 >>> 0 > 9 || m0 >>> 0 > 9 || m1 >>> 0 > 9) break;
      const year = y0 * 1000 + y1 * 100 + y2 * 10 + y3;
      const m = m0 * 10 + m1;
      if (year < 100 || m < 1 || m > 12) break;
      const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
      lastDay = m === 2 && !leap ? 28 : DAYS_IN_MONTH[m - 1]!;
      month = s.slice(0, 8);
      monthStart = Date.UTC(year, m - 1, 1) / 1000;
    }
    const d0 = s.charCodeAt(8) - 48;
    const d1 = s.charCodeAt(9) - 48;
    if (d0 >>> 0 > 9 || d1 >>> 0 > 9) break;
    const day = d0 * 10 + d1;
    if (day < 1 || day > lastDay) break;
    xs[i] = monthStart + (day - 1) * DAY;
  }
  return i;
}

/** Scratch space for reading one label through the loop above, with no allocation per call. */
const ONE_LABEL: string[] = [''];
const ONE_X = new Float64Array(1);

/**
 * Seconds since the epoch for every label when all are ISO dates, else null: plain dates in one
 * loop, any other ISO form from where that loop stopped, label by label.
 */
export function readDateLabels(labels: readonly string[]): Float64Array | null {
  const n = labels.length;
  const xs = new Float64Array(n);
  let i = readPlainDates(labels, xs, 0);
  for (; i < n; i = readPlainDates(labels, xs, i + 1)) {
    const t = parseDateLabel(labels[i]!);
    if (t !== t) return null;
    xs[i] = t;
  }
  return xs;
}

/**
 * Seconds since the epoch for an ISO date or date-time (UTC when no zone is given), else NaN.
 * Years below 100 take the general path, because `Date.UTC` reads them as 19xx.
 */
export function parseDateLabel(label: string): number {
  if (typeof label !== 'string') return NaN;
  ONE_LABEL[0] = label;
  if (readPlainDates(ONE_LABEL, ONE_X, 0) === 1) return ONE_X[0]!;
  // A plain date refused above is a day that does not exist, unless its year is below 100.
  if (PLAIN_DATE.test(label) && Number(label.slice(0, 4)) >= 100) return NaN;
  if (!ISO_DATE.test(label)) return NaN;
  const hasTime = /[T ]\d/.test(label);
  const hasZone = /(Z|[+-]\d\d:?\d\d)$/.test(label);
  const text = label.length === 7 ? `${label}-01` : label.replace(' ', 'T');
  const ms = Date.parse(hasTime && !hasZone ? `${text}Z` : text);
  return Number.isFinite(ms) ? ms / 1000 : NaN;
}

/** How many labels `plainDateMillis` reads strictly before trusting the engine with the rest. */
const SAMPLED = 64;

/**
 * Milliseconds since the epoch for every label when they are plain dates (`YYYY-MM-DD`, almost every
 * dated chart), else null. The whole array is read by the engine: `labels.map(Date.parse)` runs no
 * code of ours per label, so nothing waits for V8 to optimise a loop. In Chromium, on a cold page
 * with 55,550 labels, that took the first frame of the 166,650-point chart from about 105 ms to
 * about 84 ms, where the loop in `readPlainDates` itself cost as much as Date.parse but left the
 * optimising compiler busy while uPlot's own loops waited for it.
 *
 * `Date.parse` is lenient ("Product 1" is a date to it), so 64 labels spread over the list, the
 * first and last among them, must be strict plain dates of days that exist; the rest must parse.
 * A column that passes and still holds another form elsewhere gets that label read as the engine
 * reads it (a day that does not exist rolls over into the next month), never a wrong axis kind for
 * a column of names.
 */
export function plainDateMillis(labels: readonly unknown[]): number[] | null {
  const n = labels.length;
  if (n === 0) return null;
  for (let k = 0; k < SAMPLED; k++) {
    const label = labels[Math.round((k * (n - 1)) / (SAMPLED - 1))];
    if (typeof label !== 'string' || !PLAIN_DATE.test(label) || Number.isNaN(parseDateLabel(label))) return null;
  }
  const ms = (labels as string[]).map(Date.parse);
  return ms.includes(NaN) ? null : ms;
}

/** A number label; blank text and null (which `+` reads as 0) are not numbers. */
function parseNumberLabel(label: string): number {
  const x = +label;
  return x === 0 && !/\d/.test(String(label)) ? NaN : x;
}

/** The x axis for these labels; `slotted` forces categories (bars and candles sit in slots). */
export function xAxisValues(labels: readonly string[], slotted = false): { kind: LabelKind; xs: ArrayLike<number> } {
  const n = labels.length;
  if (!slotted && n > 0) {
    // Numbers first, in a plain loop: charts with hundreds of thousands of points have numeric x.
    // A typed array holds them unboxed, with no change of element kind as the loop fills it.
    const xs = new Float64Array(n);
    let i = 0;
    for (; i < n; i++) {
      const x = parseNumberLabel(labels[i]!);
      if (x - x !== 0) break;
      xs[i] = x;
    }
    if (i === n) return { kind: 'number', xs };
    if (i === 0) {
      const dates = readDateLabels(labels);
      if (dates) return { kind: 'date', xs: dates };
    }
  }
  return { kind: 'category', xs: Array.from(labels, (_, i) => i) };
}
