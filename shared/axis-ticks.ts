/**
 * What axis ticks say. Ticks fall on "nice" steps (1, 2 or 5 × a power of ten) and their labels are
 * exact at that step: a step of 2.5 would be rounded for display into uneven labels (198, 200, 203,
 * 205). Numbers that are x labels (years, ids) are written as given, without thousands grouping.
 * Dates take one format, chosen by how far apart the ticks are.
 */

/** 1, 2 and 5 × 10^k from 10^-9 to 5 × 10^15: the steps uPlot may choose from. */
export const NICE_STEPS: number[] = Array.from({ length: 25 }, (_, k) => [1, 2, 5].map((m) => +(m * 10 ** (k - 9)).toPrecision(1))).flat();

/** Decimals needed to write every multiple of `step` exactly (0.05 → 2, 5 → 0). */
export const stepDecimals = (step: number) => Math.max(0, -Math.floor(Math.log10(step) + 1e-9));

const grouped = new Map<number, Intl.NumberFormat>();

/**
 * A y tick: grouped thousands with the decimals its step needs; compact (45K, 1.2M, 2.5B) when the
 * step is a whole number of tenths of the unit, so compact labels stay exact.
 */
export function formatTick(value: number, step: number): string {
  const abs = Math.abs(value);
  for (const [unit, suffix] of [[1e9, 'B'], [1e6, 'M'], [1e3, 'K']] as const) {
    // Thousands stay grouped below 10,000 (1,500 reads better than 1.5K).
    if (abs >= (unit === 1e3 ? 1e4 : unit) && step >= unit / 10) return `${+(value / unit).toFixed(step >= unit ? 0 : 1)}${suffix}`;
  }
  const digits = stepDecimals(step);
  let format = grouped.get(digits);
  if (!format) grouped.set(digits, (format = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })));
  return format.format(value);
}

/** A numeric x label (a year, an id): as written, never grouped. */
export const formatPlainTick = (value: number, step: number) => value.toFixed(stepDecimals(step));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = 86_400;

export type DateGrain = 'time' | 'day' | 'month' | 'year';

/** The coarsest unit that tells ticks `step` seconds apart from each other. */
export function dateGrain(step: number): DateGrain {
  return step >= 365 * DAY ? 'year' : step >= 28 * DAY ? 'month' : step >= DAY ? 'day' : 'time';
}

/**
 * Date ticks in one format for the whole axis, by grain: `2024`; `Jan` (the first tick and every
 * January say the year: `Mar 2024`, `2025`); `Jan 5`; `14:30` (the first tick and each new day say
 * the day: `Jan 5 14:30`). Times are UTC, as the labels are read.
 */
export function formatDateTicks(seconds: readonly number[], grain: DateGrain): string[] {
  let previous: Date | null = null;
  return seconds.map((s) => {
    if (s !== s) return '';
    const d = new Date(s * 1000);
    const year = d.getUTCFullYear();
    const month = MONTHS[d.getUTCMonth()]!;
    const day = `${month} ${d.getUTCDate()}`;
    const first = previous === null;
    const newYear = first || previous!.getUTCFullYear() !== year;
    const newDay = first || previous!.getUTCDate() !== d.getUTCDate() || newYear;
    previous = d;
    if (grain === 'year') return String(year);
    if (grain === 'month') return first ? `${month} ${year}` : newYear ? String(year) : month;
    if (grain === 'day') return day;
    const time = d.toISOString().slice(11, 16);
    return newDay ? `${day} ${time}` : time;
  });
}

/** A date label written out in full for a tooltip or screen reader: `Jan 5, 2024` (with the time, if any). */
export function formatFullDate(seconds: number): string {
  const d = new Date(seconds * 1000);
  const time = seconds % DAY === 0 ? '' : ` ${d.toISOString().slice(11, 16)}`;
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}${time}`;
}
