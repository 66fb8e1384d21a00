/**
 * Periods as the sources write them, read as the plan's periods: a year ("2023"), a month
 * ("2023-01") or a day ("2023-01-31"). The World Bank writes months as "2012M01" and quarters as
 * "2013Q1" (its API documentation, datahelpdesk article 898581); the OWID grapher writes "2023-01",
 * "2023-Q1", ISO weeks "2023-W03" and decades "2020s" (owid-grapher CoreTableColumns.ts).
 *
 * A quarter is written as its LAST month ("2023Q1" is "2023-03"), a week as its last day (Sunday):
 * the World Bank's quarterly series (external and public-sector debt) are positions at the end of
 * the quarter, a value is not published before its period ends (so `isPublished` in
 * shared/ai/ai-assembly.ts needs no exception, as a year counts only once it is over), and an annual
 * SEC value is keyed by the year its period ends too. Month precision rather than the quarter's last
 * day keeps a quarter beside monthly series of the same month and claims no precision the value does
 * not have. A decade is written as its FIRST year ("2020s" is "2020"): a decade's value runs on while
 * the decade does, and its last year would hide the current one as unpublished. Either way the series
 * says so in its note, so a reader knows what a point stands for.
 */

export type PeriodSpan = 'year' | 'quarter' | 'month' | 'week' | 'day' | 'decade';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function validDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The Sunday that ends ISO week `week` of `year` (week 1 holds 4 January). */
function isoWeekSunday(year: number, week: number): string | null {
  const jan4 = Date.UTC(year, 0, 4);
  const monday = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * 86_400_000;
  const sunday = new Date(monday + ((week - 1) * 7 + 6) * 86_400_000);
  // Week 53 exists only in long years: its Thursday must still fall in `year`.
  const thursday = new Date(monday + ((week - 1) * 7 + 3) * 86_400_000);
  if (thursday.getUTCFullYear() !== year) return null;
  return `${sunday.getUTCFullYear()}-${pad(sunday.getUTCMonth() + 1)}-${pad(sunday.getUTCDate())}`;
}

/**
 * A source's period as the plan writes it, with the span it stands for; null when it is written in
 * none of the forms above (the caller says which source and where). Years before 1 and after 9999
 * cannot be written as plan periods and are null too; callers that meet them (OWID's population
 * from 10,000 BCE) leave them out.
 */
export function readSourcePeriod(raw: string): { period: string; span: PeriodSpan } | null {
  const text = raw.trim();
  let m = /^(\d{4})$/.exec(text);
  if (m) return { period: m[1]!, span: 'year' };
  m = /^(\d{4})(?:M|-)(\d{2})$/.exec(text);
  if (m) {
    const month = Number(m[2]);
    return month >= 1 && month <= 12 ? { period: `${m[1]}-${m[2]}`, span: 'month' } : null;
  }
  m = /^(\d{4})-?Q([1-4])$/.exec(text);
  if (m) return { period: `${m[1]}-${pad(Number(m[2]) * 3)}`, span: 'quarter' };
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m) return validDay(Number(m[1]), Number(m[2]), Number(m[3])) ? { period: text, span: 'day' } : null;
  m = /^(\d{4})-W(\d{2})$/.exec(text);
  if (m) {
    const week = Number(m[2]);
    const sunday = week >= 1 && week <= 53 ? isoWeekSunday(Number(m[1]), week) : null;
    return sunday ? { period: sunday, span: 'week' } : null;
  }
  m = /^(\d{3})0s$/.exec(text);
  if (m) return Number(m[1]) === 0 ? null : { period: `${m[1]}0`, span: 'decade' };
  return null;
}

/** What a reader is told about where a point of a quarterly, weekly or per-decade series stands. */
export function periodNote(spans: ReadonlySet<PeriodSpan>): string | null {
  if (spans.has('decade')) return "Values are per decade, each shown at the decade's first year.";
  if (spans.has('quarter')) return "Quarterly values, each shown at the quarter's last month.";
  if (spans.has('week')) return "Weekly values, each shown at the week's last day.";
  return null;
}
