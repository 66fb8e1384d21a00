/**
 * The number and date formats a chart's first paint needs, written out for English (`en`, `en-US`)
 * without Intl. A page's first Intl.NumberFormat or Intl.DateTimeFormat loads the browser's
 * formatting data, about 20 ms on a cold page (docs/PERFORMANCE.md), and every axis and every table
 * cell needs one; with these, an English reader's chart or table paints first and pays for Intl
 * only when a tooltip or a rarer format asks for it. Each writes exactly what Intl writes for the
 * same options (the tests check it against Intl), or answers null where it does not know how, and
 * the caller asks Intl.
 */

/** Writes a number, or a date given as milliseconds or a `Date`; null leaves it to Intl. */
export type EnglishFormat = (value: number | Date) => string | null;

const sign = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * Every digit (`maximumSignificantDigits: 21`, the data table's): Intl writes the shortest decimal
 * that reads back as the same double, which is what String writes short of an exponent.
 */
const exactNumber: EnglishFormat = (given) => {
  const value = +given;
  const text = String(Math.abs(value));
  if (!Number.isFinite(value) || text.includes('e')) return null;
  // Grouped by slicing, not by a regular expression: a table writes thousands of these at once,
  // and in V8 this way takes a fifth of the time.
  const point = text.includes('.') ? text.indexOf('.') : text.length;
  let whole = text.slice(0, point % 3 || 3);
  for (let i = point % 3 || 3; i < point; i += 3) whole += `,${text.slice(i, i + 3)}`;
  return sign(value) + whole + text.slice(point);
};

/** Fixed decimals (`min` = `max`), or at most `max` with trailing zeros dropped (no `min`). */
function englishNumber({
  minimumFractionDigits: min,
  maximumFractionDigits: max = 3,
  useGrouping = true,
  ...rest
}: Intl.NumberFormatOptions): EnglishFormat | null {
  if (rest.maximumSignificantDigits === 21 && Object.keys(rest).length === 1 && min === undefined && useGrouping === true) return exactNumber;
  if (Object.keys(rest).length || (min !== undefined && min !== max) || typeof useGrouping !== 'boolean') return null;
  return (given) => {
    const value = +given;
    // Intl rounds the shortest decimal form (what String writes) half away from zero. Shifted by
    // `max` places and read back, a text of at most 15 significant digits stays on the same side
    // of every half, so rounding it agrees. Longer texts and exponents are Intl's to write.
    const text = String(Math.abs(value));
    const shifted = Math.round(+`${text}e${max}`);
    if (/e|\d{16}/.test(text.replace('.', '')) || !(shifted < 2 ** 53)) return null;
    const digits = String(shifted).padStart(max + 1, '0');
    const cut = digits.length - max;
    const fraction = digits.slice(cut).replace(min ? /$/ : /0+$/, '');
    return sign(value) + (useGrouping ? grouped(digits.slice(0, cut)) : digits.slice(0, cut)) + (fraction && `.${fraction}`);
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
    // Years of fewer or more than four digits, and before the common era, are Intl's to write.
    if (!(year > 999 && year < 1e4)) return null;
    return shape.replace(/[MdyHm]/g, (part) =>
      part === 'M'
        ? MONTHS.slice(month, month + 3)
        : part === 'd'
          ? String(date.getUTCDate())
          : part === 'y'
            ? String(year)
            : String(part === 'H' ? date.getUTCHours() : date.getUTCMinutes()).padStart(2, '0'),
    );
  };
}

/** An English format for these options, or null when only Intl knows how to write them. */
export function englishFormat(kind: 'number' | 'date', locale: string, options: object): EnglishFormat | null {
  if (locale !== 'en' && locale !== 'en-US') return null;
  return kind === 'number' ? englishNumber(options) : englishDate(options);
}
