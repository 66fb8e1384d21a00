/**
 * The number and date formats a chart's first paint needs, written out for English (`en`, `en-US`)
 * without Intl. A page's first Intl.NumberFormat or Intl.DateTimeFormat loads the browser's
 * formatting data, 20–26 ms on a cold page (docs/PERFORMANCE.md), and every axis needs one; with
 * these, an English reader's chart paints first and pays for Intl only when a tooltip or the data
 * table asks for it. Each writes exactly what Intl writes for the same options (the tests check it
 * against Intl), or answers null where it does not know how, and the caller asks Intl.
 */

/** Writes a number, or a date given as milliseconds or a `Date`; null leaves it to Intl. */
export type EnglishFormat = (value: number | Date) => string | null;

/**
 * Rounds a non-negative number's shortest decimal form (what `String` gives, as Intl starts from)
 * to `max` decimals, half away from zero (Intl's default). Null for numbers that `String` writes
 * with an exponent.
 */
function rounded(abs: number, max: number): [string, string] | null {
  const text = String(abs);
  if (text.includes('e')) return null;
  let [whole, fraction = ''] = text.split('.') as [string, string?];
  if (fraction.length > max) {
    let digits = whole + fraction.slice(0, max);
    if (fraction.charCodeAt(max) >= 53) {
      // Add one at the last kept digit, carrying to the left.
      let i = digits.length - 1;
      while (digits[i] === '9') i--;
      digits = (i < 0 ? '1' : digits.slice(0, i) + (+digits[i]! + 1)) + '0'.repeat(digits.length - i - 1);
    }
    whole = digits.slice(0, digits.length - max) || '0';
    fraction = digits.slice(digits.length - max);
  }
  return [whole, fraction];
}

/** Fixed decimals (`min` = `max`), or at most `max` with trailing zeros dropped (no `min`). */
function englishNumber({
  minimumFractionDigits: min,
  maximumFractionDigits: max = 3,
  useGrouping = true,
  ...rest
}: Intl.NumberFormatOptions): EnglishFormat | null {
  if (Object.keys(rest).length || (min !== undefined && min !== max) || typeof useGrouping !== 'boolean') return null;
  return (given) => {
    const value = +given;
    const parts = Number.isFinite(value) && rounded(Math.abs(value), max);
    if (!parts) return null;
    const whole = useGrouping ? parts[0].replace(/\B(?=(\d{3})+$)/g, ',') : parts[0];
    const fraction = min ? parts[1].padEnd(min, '0') : parts[1].replace(/0+$/, '');
    return (value < 0 || Object.is(value, -0) ? '-' : '') + whole + (fraction && `.${fraction}`);
  };
}

const MONTHS = 'JanFebMarAprMayJunJulAugSepOctNovDec';

/**
 * The date shapes we write, by their options' names in order (each option takes the one value the
 * axes and tooltips give it, below): `M` a short month, `d` the day, `y` the year, `H:m` a 24-hour time.
 */
const SHAPES: Record<string, string> = {
  year: 'y',
  month: 'M',
  'month,year': 'M y',
  'day,month': 'M d',
  'day,month,year': 'M d, y',
  'hour,hourCycle,minute': 'H:m',
};
const VALUES: Record<string, unknown> = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

function englishDate({ timeZone, ...options }: Intl.DateTimeFormatOptions): EnglishFormat | null {
  const names = Object.keys(options).sort();
  const shape = SHAPES[names.join()];
  if (timeZone !== 'UTC' || !shape || names.some((name) => VALUES[name] !== options[name as keyof typeof options])) return null;
  return (when) => {
    const date = new Date(when);
    const year = date.getUTCFullYear();
    const month = date.getUTCMonth() * 3;
    const two = (n: number) => String(n).padStart(2, '0');
    // Years of fewer or more than four digits, and before the common era, are Intl's to write.
    if (year < 1000 || year > 9999) return null;
    return shape.replace(/[MdyHm]/g, (part) =>
      part === 'M'
        ? MONTHS.slice(month, month + 3)
        : part === 'd'
          ? String(date.getUTCDate())
          : part === 'y'
            ? String(year)
            : two(part === 'H' ? date.getUTCHours() : date.getUTCMinutes()),
    );
  };
}

export const isEnglish = (locale: string) => locale === 'en' || locale === 'en-US';

/** An English format for these options, or null when only Intl knows how to write them. */
export function englishFormat(kind: 'number' | 'date', locale: string, options: object): EnglishFormat | null {
  if (!isEnglish(locale)) return null;
  return kind === 'number' ? englishNumber(options) : englishDate(options);
}
