const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A source's retrieval time as a reader's date, `25 Nov 2026`; empty when it is not a time. */
export function retrievedOn(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : DAY.format(time);
}
