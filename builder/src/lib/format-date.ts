/** Dates as the builder shows them (docs/product.md, Client state and data fetching): a creation date, and "3 hours ago" for the feed. */

const DATE_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Jan 5, 2024, 3:07 PM": short month, day, year, hour, minute. */
export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));
/** "Jan 5, 2024". */
export const formatDate = (iso: string) => DATE.format(new Date(iso));

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** The usual distance bands ("less than a minute", "about 2 hours", "3 days", "over 1 year") plus " ago". */
export function formatRelative(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  return `${distance(seconds)} ago`;
}

function distance(s: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (s < 30) return 'less than a minute';
  if (s < 90) return '1 minute';
  if (s < 44.5 * MINUTE) return plural(Math.round(s / MINUTE), 'minute');
  if (s < 89.5 * MINUTE) return 'about 1 hour';
  if (s < DAY - 30) return `about ${plural(Math.round(s / HOUR), 'hour')}`;
  if (s < 42 * HOUR) return '1 day';
  if (s < MONTH - 30) return plural(Math.round(s / DAY), 'day');
  if (s < 45 * DAY) return 'about 1 month';
  if (s < 60 * DAY) return 'about 2 months';
  if (s < YEAR) return plural(Math.round(s / MONTH), 'month');
  const years = Math.floor(s / YEAR);
  const rest = s % YEAR;
  if (rest < 3 * MONTH) return `about ${plural(years, 'year')}`;
  if (rest < 9 * MONTH) return `over ${plural(years, 'year')}`;
  return `almost ${plural(years + 1, 'year')}`;
}
