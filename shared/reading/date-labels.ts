/**
 * Columns of dates written one way (2024/01/31, 31.01.2024, 01/31/2024, Jan 31, 2024…) made ISO.
 * The order of day and month is decided per column (docs/api.md, "Reading data"): a first part above
 * 12 settles day-first, a second part above 12 settles month-first; a column neither settles is
 * read month-first and called ambiguous. Dotted dates are day-first, the only way they are written.
 */

export type DateOrder = 'dmy' | 'mdy' | 'ymd';

type Format = { pattern: RegExp; order: DateOrder };

const FORMATS: Format[] = [
  { pattern: /^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$/, order: 'ymd' },
  { pattern: /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, order: 'dmy' },
  { pattern: /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/, order: 'mdy' },
];

const ISO = /^\d{4}-\d{2}(-\d{2}([T ][\d:.]+(Z|[+-][\d:]+)?)?)?$/;

const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** A date with a month name: only when it has a name, a day and a four-digit year. */
const MONTH_NAMED = (l: string) => /[A-Za-z]{3}/.test(l) && /\b\d{4}\b/.test(l) && /\b\d{1,2}\b/.test(l) && !Number.isNaN(Date.parse(l));

export interface DateColumn {
  /** ISO dates; a blank stays blank, and a value that is no date in the column's order keeps its text. */
  labels: string[];
  order: DateOrder;
  /** The values could not settle the order of day and month. */
  ambiguous: boolean;
  /** Filled values that are no date in the column's order. */
  unreadable: number;
}

/** The order the parts of year-last dates show: the one more values need, or null when none does. */
function settledOrder(parts: RegExpExecArray[]): 'dmy' | 'mdy' | null {
  let dayFirst = 0;
  let monthFirst = 0;
  for (const p of parts) {
    if (Number(p[1]) > 12) dayFirst++;
    else if (Number(p[2]) > 12) monthFirst++;
  }
  if (dayFirst === 0 && monthFirst === 0) return null;
  return dayFirst >= monthFirst ? 'dmy' : 'mdy';
}

/**
 * A column of dates made ISO, or null when its values are not all dates written one way.
 * `forced` (the user's choice) orders day and month where the written form leaves it open.
 */
export function readDateColumn(cells: readonly string[], forced?: DateOrder): DateColumn | null {
  // A column whose first value is no date is not one: most columns are told apart at once.
  const first = cells.find((c) => c.trim() !== '')?.trim();
  if (first === undefined || !(ISO.test(first) || FORMATS.some((f) => f.pattern.test(first)) || MONTH_NAMED(first))) return null;
  const trimmed = new Array<string>(cells.length);
  let iso = true;
  let filled = 0;
  for (let i = 0; i < cells.length; i++) {
    const text = cells[i]!.trim();
    trimmed[i] = text;
    if (text === '') continue;
    filled++;
    if (iso && !ISO.test(text)) iso = false;
  }
  if (filled === 0) return null;
  if (iso) return { labels: trimmed, order: 'ymd', ambiguous: false, unreadable: 0 };
  const values = trimmed.filter((c) => c !== '');

  for (const format of FORMATS) {
    const parts = values.map((v) => format.pattern.exec(v));
    if (parts.some((p) => !p)) continue;
    let order = format.order;
    let ambiguous = false;
    if (format.order !== 'ymd') {
      const settled = settledOrder(parts as RegExpExecArray[]);
      if (forced === 'dmy' || forced === 'mdy') order = forced;
      else if (settled) order = settled;
      else if (format.order === 'mdy') ambiguous = true;
    }
    let unreadable = 0;
    const labels = trimmed.map((text) => {
      const p = format.pattern.exec(text);
      if (!p) return text;
      const [a, b, c] = [Number(p[1]), Number(p[2]), Number(p[3])];
      const iso = order === 'ymd' ? isoDate(a, b, c) : order === 'dmy' ? isoDate(c, b, a) : isoDate(c, a, b);
      if (iso === null) unreadable++;
      return iso ?? text;
    });
    return { labels, order, ambiguous, unreadable };
  }

  if (values.every(MONTH_NAMED)) {
    const labels = cells.map((l) => {
      if (l.trim() === '') return l.trim();
      const d = new Date(Date.parse(l));
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    });
    // A name settles which part is the month; the order reported is how the first one is written.
    return { labels, order: /^\d/.test(values[0]!) ? 'dmy' : 'mdy', ambiguous: false, unreadable: 0 };
  }
  return null;
}

/** Labels made ISO when every one is a date in one format (read as readDateColumn does), else the labels as they are. */
export function normalizeDateLabels(labels: string[]): string[] {
  const values = labels.filter((l) => l.trim() !== '');
  if (values.length === 0 || values.every((l) => ISO.test(l.trim()))) return labels;
  const column = readDateColumn(labels);
  if (!column || column.unreadable > 0) return labels;
  return column.labels.map((label, i) => (labels[i]!.trim() === '' ? labels[i]! : label));
}
