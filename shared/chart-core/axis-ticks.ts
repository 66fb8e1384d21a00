/**
 * What axis ticks say. Ticks fall on "nice" steps (1, 2 or 5 × a power of ten) and their labels are
 * exact at that step: a step of 2.5 would be rounded for display into uneven labels (198, 200, 203,
 * 205). Numbers that are x labels (years, ids) are written as given, without thousands grouping.
 * Dates take one format, chosen by how far apart the ticks are. Every function takes the reader's
 * locale (a valid BCP 47 tag), defaulting to `en-US`.
 */
import { dateFormat, numberFormat } from '../formats/intl-formats';
import { shortNumber } from '../formats/short-number';

/** Decimals needed to write every multiple of `step` exactly (0.05 → 2, 5 → 0). */
export const stepDecimals = (step: number) => Math.max(0, -Math.floor(Math.log10(step) + 1e-9));

/** Exactly `digits` decimals, grouped or not, in the locale's digits and separators. */
const fixed = (locale: string, digits: number, useGrouping = true) =>
  numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping });

/**
 * A y tick: grouped thousands with the decimals its step needs, or shortened (45K, 1.2M, 2.5B,
 * 1.2T) where the shortened label stays exact at the step (`shortNumber`), in the unit of `top`,
 * the largest size of the axis's ticks, so that all of them read alike.
 */
export const formatTick = (value: number, step: number, locale = 'en-US', top = value): string =>
  shortNumber(value, locale, step, top) ?? fixed(locale, stepDecimals(step)).format(value);

/** A numeric x label (a year, an id): as written, never grouped. */
export const formatPlainTick = (value: number, step: number, locale = 'en-US') => fixed(locale, stepDecimals(step), false).format(value);

const DAY = 86_400;
const DAY_OF_MONTH = { month: 'short', day: 'numeric' } as const;

export type DateGrain = 'time' | 'day' | 'month' | 'year';

/** The coarsest unit that tells ticks `step` seconds apart from each other. */
export function dateGrain(step: number): DateGrain {
  return step >= 365 * DAY ? 'year' : step >= 28 * DAY ? 'month' : step >= DAY ? 'day' : 'time';
}

/** `14:30`, on a 24-hour clock in every locale: times of one day read in order at a glance. */
const clock = (locale: string, ms: number) => dateFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms);

/**
 * Date ticks in one format for the whole axis, by grain: `2024`; `Jan` (the first tick and every
 * January say the year: `Mar 2024`, `2025`); `Jan 5`; `14:30` (the first tick and each new day say
 * the day: `Jan 5 14:30`). Times are UTC, as the labels are read. In en-US; other locales write
 * the same parts their own way (`5. Jan. 14:30`).
 */
export function formatDateTicks(seconds: readonly number[], grain: DateGrain, locale = 'en-US'): string[] {
  let previous: Date | null = null;
  return seconds.map((s) => {
    if (s !== s) return '';
    const d = new Date(s * 1000);
    const first = previous === null;
    const newYear = first || previous!.getUTCFullYear() !== d.getUTCFullYear();
    const newDay = newYear || previous!.getUTCDate() !== d.getUTCDate();
    previous = d;
    const write = (options: Intl.DateTimeFormatOptions) => dateFormat(locale, options).format(d);
    if (grain === 'year' || (grain === 'month' && newYear && !first)) return write({ year: 'numeric' });
    if (grain === 'month') return write(first ? { month: 'short', year: 'numeric' } : { month: 'short' });
    if (grain === 'day') return write(DAY_OF_MONTH);
    return newDay ? `${write(DAY_OF_MONTH)} ${clock(locale, s * 1000)}` : clock(locale, s * 1000);
  });
}

/** A date label written out in full for a tooltip or screen reader: `Jan 5, 2024` (with the time, if any). */
export function formatFullDate(seconds: number, locale = 'en-US'): string {
  const date = dateFormat(locale, { ...DAY_OF_MONTH, year: 'numeric' }).format(seconds * 1000);
  return seconds % DAY === 0 ? date : `${date} ${clock(locale, seconds * 1000)}`;
}
