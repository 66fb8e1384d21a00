/**
 * Intl formatters, made once per locale and options: making one costs far more than using it, and
 * axes, tooltips and tables format thousands of values. A locale must be a valid BCP 47 tag (Intl
 * throws a RangeError otherwise); the widget checks the tags readers' pages give it before they
 * get here. Dates are read as UTC, as the chart's labels are.
 */

/** What the charts use of a format: numbers, or dates as milliseconds or `Date`s. */
export interface Format {
  format(value: number | Date): string;
}

const made = new Map<string, Format>();

function cached(Made: new (locale: string, options: object) => Format, locale: string, options: object): Format {
  const key = Made.name + locale + JSON.stringify(options);
  let format = made.get(key);
  if (!format) made.set(key, (format = new Made(locale, options)));
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions) => cached(Intl.NumberFormat, locale, options);

export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) => cached(Intl.DateTimeFormat, locale, { ...options, timeZone: 'UTC' });
