/**
 * One table cell read as the chart reads it: a number by its column's marks, a date by its
 * column's order. What cannot be read is null (a gap), never a guessed number.
 */
import type { ColumnReading } from '@shared/api/data-answers';

/** How a column's numbers are written; a column made in the builder uses the plain form (`1234.5`). */
export interface NumberFormat {
  decimal: '.' | ',';
  thousands: string | null;
}

export const PLAIN_FORMAT: NumberFormat = { decimal: '.', thousands: null };

const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
// Spaces of every width people paste: a normal, a no-break and a narrow no-break space.
const SPACES = /[\s\u00a0\u202f]/g;

export function formatOf(reading: Pick<ColumnReading, 'decimal' | 'thousands'> | null | undefined): NumberFormat {
  if (!reading) return PLAIN_FORMAT;
  const decimal = reading.decimal ?? (reading.thousands === '.' ? ',' : '.');
  return { decimal, thousands: reading.thousands };
}

/** The number a cell holds, or null when it is empty or not a number in this format. */
export function parseNumber(text: string, format: NumberFormat = PLAIN_FORMAT): number | null {
  let s = text.replace(SPACES, '');
  if (s === '') return null;
  // A thousands separator only ever stands between digits; the other mark is then the decimal one.
  if (format.thousands && format.thousands.trim() !== '') s = s.split(format.thousands).join('');
  if (format.decimal === ',') {
    if (s.includes('.')) return null;
    s = s.replace(',', '.');
  } else if (s.includes(',')) {
    return null;
  }
  if (!PLAIN_NUMBER.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

const DATE_PARTS = /^(\d{1,4})[/.\-\s](\d{1,2})[/.\-\s](\d{1,4})$/;

/** A date cell as `YYYY-MM-DD`, read in the column's order; null when it is not such a date. */
export function parseDate(text: string, order: ColumnReading['dateOrder']): string | null {
  const match = DATE_PARTS.exec(text.trim());
  if (!match || !order) return null;
  const [a, b, c] = [match[1]!, match[2]!, match[3]!].map(Number) as [number, number, number];
  const [year, month, day] = order === 'ymd' ? [a, b, c] : order === 'dmy' ? [c, b, a] : [c, a, b];
  const fullYear = year < 100 ? 2000 + year : year;
  const date = new Date(Date.UTC(fullYear, month - 1, day));
  if (date.getUTCFullYear() !== fullYear || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** A number as a cell shows it when the builder writes it (after a transpose, or from a chart's data). */
export function plainText(value: number | null): string {
  return value === null ? '' : String(value);
}
