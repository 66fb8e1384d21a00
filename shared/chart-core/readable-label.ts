/**
 * A label as a reader reads it: a date in full for the locale, anything else as written. Bar labels
 * and the screen-reader sentence both use it, so it lives in the core, below both.
 */
import { formatFullDate } from './axis-ticks';
import { parseDateLabel } from './labels';

/** A date label in full for the locale (`Jan 5, 2024`); any other label as written. */
export function readableLabel(label: string, locale = 'en-US'): string {
  const date = parseDateLabel(label);
  return date === date ? formatFullDate(date, locale) : label;
}
