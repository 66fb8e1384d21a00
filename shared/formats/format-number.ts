/**
 * Numbers as readers expect them, in their locale (a valid BCP 47 tag, `en-US` by default):
 * grouped thousands, sensible decimals, or `compact` (45K, 1.2M, by the axes' rule in
 * `short-number.ts`, rounded to a tenth of the unit); `formatExact` for tables.
 */
import { numberFormat } from './intl-formats';
import { shortNumber } from './short-number';

const finite = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

export function formatNumber(value: number | null | undefined, compact = false, locale = 'en-US'): string {
  if (!finite(value)) return '–';
  const abs = Math.abs(value);
  return (
    (compact && shortNumber(value, locale)) ||
    numberFormat(locale, { maximumFractionDigits: abs >= (compact ? 10 : 1000) ? 0 : abs >= 1 ? 2 : 4 }).format(value)
  );
}

/**
 * Every digit of a value, grouped: 1234.5 → `1,234.5` (`1.234,5` in de-DE). Intl starts from the
 * shortest decimal that reads back as the same number (0.1, not 0.1000000000000000055…), which
 * has at most 17 significant digits, so allowing 21 (Intl's most) never rounds.
 */
export const formatExact = (value: number | null | undefined, locale = 'en-US'): string => exactFormat(locale)(value);

/** formatExact for many values in one locale (a table's column), the format looked up once. */
export function exactFormat(locale: string): (value: number | null | undefined) => string {
  const format = numberFormat(locale, { maximumSignificantDigits: 21 });
  return (value) => (finite(value) ? format.format(value) : '–');
}

/** A share of a whole, as a whole percentage: 0.6 → `60%` (`60 %` in de-DE). */
export const formatShare = (part: number, whole: number, locale = 'en-US') => numberFormat(locale, { style: 'percent' }).format(part / (whole || 1));
