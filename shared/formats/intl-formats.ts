/**
 * Intl formatters, made once per locale and options: making one costs far more than using it, and
 * axes, tooltips and tables format thousands of values. English axes are written without Intl
 * (`english-formats.ts`), so a chart's first paint does not wait for the browser's formatting
 * data. A locale must be a valid BCP 47 tag (Intl throws a RangeError otherwise); the widget checks
 * the tags readers' pages give it before they get here. Dates are read as UTC, as the chart's
 * labels are.
 */
import { englishFormat } from './english-formats';

/** What the charts use of a format: numbers, or dates as milliseconds or `Date`s. */
export interface Format {
  format(value: number | Date): string;
}

const made = new Map<string, Format>();

function cached(kind: 'number' | 'date', Made: new (locale: string, options: object) => Format, locale: string, options: object): Format {
  const key = kind + locale + JSON.stringify(options);
  let format = made.get(key);
  if (!format) {
    const english = englishFormat(kind, locale, options);
    let intl: Format | undefined;
    // Intl is made here at once when there is no English format (so a bad tag throws now), else
    // only for the rare value the English one leaves to it.
    if (!english) intl = new Made(locale, options);
    made.set(key, (format = { format: (value) => english?.(value) ?? (intl ??= new Made(locale, options)).format(value) }));
  }
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions) => cached('number', Intl.NumberFormat, locale, options);

export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) => cached('date', Intl.DateTimeFormat, locale, { ...options, timeZone: 'UTC' });
