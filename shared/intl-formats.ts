/**
 * Intl formatters, made once per locale and options: making one costs far more than using it, and
 * axes, tooltips and tables format thousands of values. A locale must be a valid BCP 47 tag (Intl
 * throws a RangeError otherwise); the widget checks the tags readers' pages give it before they
 * get here. Dates are read as UTC, as the chart's labels are.
 */

const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(Format: new (locale: string, options: object) => F, locale: string, options: object): F {
  const key = Format.name + locale + JSON.stringify(options);
  let format = made.get(key) as F | undefined;
  if (!format) made.set(key, (format = new Format(locale, options)));
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions) => cached(Intl.NumberFormat, locale, options);

export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) => cached(Intl.DateTimeFormat, locale, { ...options, timeZone: 'UTC' });
