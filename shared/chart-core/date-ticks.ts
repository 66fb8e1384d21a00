/**
 * Ticks for a time axis: on whole UTC seconds, minutes, hours, days, months or years, the first
 * step that leaves `space` pixels between ticks. Months and years fall on their first day, as a
 * reader expects a tick labelled `Mar` to be the first of March.
 */
import { MAX_TICKS, type Ticks } from './nice-ticks';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;
/** What a month or a year counts as when comparing a step with the room it has. */
const MONTH = 30.44 * DAY;
const YEAR = 365.25 * DAY;

type Unit = 'second' | 'day' | 'month' | 'year';

const STEPS: Array<[Unit, number, number]> = [
  ...[1, 5, 10, 15, 30].map((n): [Unit, number, number] => ['second', n, n]),
  ...[1, 5, 10, 15, 30].map((n): [Unit, number, number] => ['second', n * MINUTE, n * MINUTE]),
  ...[1, 2, 3, 4, 6, 8, 12].map((n): [Unit, number, number] => ['second', n * HOUR, n * HOUR]),
  ...[1, 2, 3, 5, 7, 10, 15].map((n): [Unit, number, number] => ['day', n, n * DAY]),
  ...[1, 2, 3, 4, 6].map((n): [Unit, number, number] => ['month', n, n * MONTH]),
  ...[1, 2, 5, 10, 25, 50, 100, 250, 500, 1000].map((n): [Unit, number, number] => ['year', n, n * YEAR]),
];

/**
 * Ticks (in seconds since the epoch) between `min` and `max` over `pixels`; `step` is in seconds.
 * `wholeDays`: the points are days (plain dates), so no tick falls on the hours between them.
 */
export function dateTicks(min: number, max: number, pixels: number, space: number, wholeDays = false): Ticks {
  const span = max - min;
  if (!(span > 0) || !Number.isFinite(span) || !(pixels > 0)) return { step: DAY, values: Number.isFinite(min) ? [min] : [] };
  const [unit, count, seconds] = STEPS.find(([, , s]) => (s / span) * pixels >= space && (!wholeDays || s >= DAY)) ?? STEPS[STEPS.length - 1]!;
  return { step: seconds, values: ticksOf(unit, count, min, max) };
}

function ticksOf(unit: Unit, count: number, min: number, max: number): number[] {
  const values: number[] = [];
  if (unit === 'second') {
    const first = Math.ceil(min / count);
    for (let k = 0; values.length < MAX_TICKS && (first + k) * count <= max; k++) values.push((first + k) * count);
    return values;
  }
  if (unit === 'day') {
    // Days count from the first of each month (1, 8, 15, 22 for weeks), and the last one of a
    // month is left out when the next month's first day would follow too soon after it.
    const first = Math.ceil(min / DAY);
    for (let k = 0, t = first * DAY; values.length < MAX_TICKS && t <= max; t = (first + ++k) * DAY) {
      const date = new Date(t * 1000);
      const day = date.getUTCDate();
      const length = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
      if ((day - 1) % count === 0 && (count === 1 || length - day + 1 >= 0.75 * count)) values.push(t);
    }
    return values;
  }
  // Calendar months counted from year 0, so that `Date.UTC` turns each back into its first day.
  const first = new Date(min * 1000);
  let m = first.getUTCFullYear() * 12 + first.getUTCMonth();
  if (!Number.isFinite(m)) return values;
  if (monthStart(m) < min) m++;
  const every = unit === 'year' ? count * 12 : count;
  // Steps of several months start in January (Jan, Apr, Jul, Oct); of several years, on a round year.
  while (m % every !== 0) m++;
  for (; values.length < MAX_TICKS && monthStart(m) <= max; m += every) values.push(monthStart(m));
  return values;
}

const monthStart = (m: number) => Date.UTC(Math.floor(m / 12), m % 12, 1) / 1000;
