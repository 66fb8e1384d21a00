/**
 * A label as a reader reads it: a date in full for the locale, anything else as written. Bar labels,
 * the tooltip, the data table and the screen-reader sentence all use it, so it lives in the core,
 * below them all.
 */
import { dateFormat } from '../formats/intl-formats';
import { formatFullDate } from './axis-ticks';
import { parseDateLabel } from './labels';

/** `YYYY-MM`: a month, which is read as its first day but must not be written as one. */
const MONTH = /^\d{4}-\d{2}$/;

/**
 * A date label in full for the locale (`Jan 5, 2024`), a month as a month (`Jan 2024`, never a
 * day the data does not hold); any other label as written.
 */
export function readableLabel(label: string, locale = 'en-US'): string {
  const date = parseDateLabel(label);
  if (date !== date) return label;
  return MONTH.test(label) ? dateFormat(locale, { month: 'short', year: 'numeric' }).format(date * 1000) : formatFullDate(date, locale);
}
