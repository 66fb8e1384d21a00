/**
 * EDGAR's companyconcept answer and the annual values in it. A fact is one number as one filing
 * reported it; each 10-K repeats the two fiscal years before its own, so one period appears in
 * several filings (sometimes restated), and a fact's `fy` names the filing's year, not the period's.
 * Annual values are therefore keyed by the year the period ENDS, the latest filing winning.
 */
import { Type, type Static } from '@sinclair/typebox';
import { readSourceJson } from './source-json';

const DATE = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

const FACT_SCHEMA = Type.Object({
  start: Type.Optional(DATE),
  end: DATE,
  val: Type.Number(),
  accn: Type.String(),
  fy: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  fp: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  form: Type.String(),
  filed: DATE,
  frame: Type.Optional(Type.String()),
});

const CONCEPT_SCHEMA = Type.Object({
  cik: Type.Integer(),
  taxonomy: Type.String(),
  tag: Type.String(),
  label: Type.Union([Type.String(), Type.Null()]),
  description: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  entityName: Type.String(),
  units: Type.Record(Type.String(), Type.Array(FACT_SCHEMA)),
});

export type SecFact = Static<typeof FACT_SCHEMA>;
export type SecConcept = Static<typeof CONCEPT_SCHEMA>;

export function parseSecConcept(text: string): SecConcept {
  return readSourceJson('sec', text, CONCEPT_SCHEMA, 'companyconcept');
}

/** The facts in the metric's unit; for a raw concept (no unit asked), USD when present, else its only unit. */
export function secUnitFacts(concept: SecConcept, unit: string | null): { unit: string; facts: SecFact[] } | null {
  if (unit !== null) {
    const facts = concept.units[unit];
    return facts ? { unit, facts } : null;
  }
  const units = Object.keys(concept.units);
  const chosen = units.includes('USD') ? 'USD' : units.length === 1 ? units[0] : undefined;
  return chosen === undefined ? null : { unit: chosen, facts: concept.units[chosen]! };
}

const ANNUAL_FORMS = new Set(['10-K', '10-K/A']);
const DAY_MS = 24 * 60 * 60 * 1000;
/** 52/53-week fiscal years run 364 or 371 days; a quarter or a nine-month year-to-date is far outside. */
const YEAR_DAYS = { min: 350, max: 380 };
/** How far a balance-sheet date may drift from the filing's own year end (52/53-week years move it by days). */
const YEAR_END_DRIFT_DAYS = 14;

/** The facts annual filings report (10-K and its amendments); 10-Q facts are never annual. */
export function secAnnualFilings(facts: readonly SecFact[]): SecFact[] {
  return facts.filter((fact) => ANNUAL_FORMS.has(fact.form) && Number.isFinite(fact.val));
}

/**
 * One value per fiscal year, keyed by the year its period ends, from 10-K full-year facts:
 * durations of about a year, or instants at a fiscal year end. 10-Q facts are never annual.
 */
export function secAnnualValues(facts: readonly SecFact[]): Map<string, number> {
  return new Map([...secAnnualFacts(facts)].map(([year, fact]) => [year, fact.val]));
}

/** The fact each fiscal year's value comes from (see secAnnualValues), with the filing it is from. */
export function secAnnualFacts(facts: readonly SecFact[]): Map<string, SecFact> {
  const annual = secAnnualFilings(facts);
  const filingEnds = new Map<string, string>();
  for (const fact of annual) {
    const seen = filingEnds.get(fact.accn);
    if (seen === undefined || fact.end > seen) filingEnds.set(fact.accn, fact.end);
  }
  const chosen = new Map<string, SecFact>();
  for (const fact of annual) {
    const fullYear = fact.start !== undefined ? isAboutAYear(fact.start, fact.end) : isAtYearEnd(fact.end, filingEnds.get(fact.accn)!);
    if (!fullYear) continue;
    const year = fact.end.slice(0, 4);
    const kept = chosen.get(year);
    if (!kept || fact.filed > kept.filed || (fact.filed === kept.filed && fact.accn > kept.accn)) chosen.set(year, fact);
  }
  return chosen;
}

function isAboutAYear(start: string, end: string): boolean {
  const days = (Date.parse(end) - Date.parse(start)) / DAY_MS;
  return days >= YEAR_DAYS.min && days <= YEAR_DAYS.max;
}

/**
 * A 10-K's balance sheet holds its own year end and earlier year ends (the equity statement goes
 * back three years); all fall on about the same day of the year as the filing's latest date.
 */
function isAtYearEnd(end: string, filingEnd: string): boolean {
  const apart = Math.abs(dayOfYear(end) - dayOfYear(filingEnd));
  return Math.min(apart, 365 - apart) <= YEAR_END_DRIFT_DAYS;
}

function dayOfYear(date: string): number {
  const time = Date.parse(date);
  return Math.floor((time - Date.UTC(new Date(time).getUTCFullYear(), 0, 1)) / DAY_MS);
}

/**
 * The series from a metric's concepts, in the metric's order: the first concept with annual values
 * gives the series, and later concepts fill only the years it lacks. Companies switched concept
 * names (SalesRevenueNet to RevenueFromContractWithCustomerExcludingAssessedTax with ASC 606 in
 * 2018), and the catalogue lists only concepts that measure the same thing, so the filled years
 * are the same measure as it was tagged before.
 */
export function mergeConceptYears(perConcept: ReadonlyArray<ReadonlyMap<string, number>>): Array<[string, number]> {
  const merged = new Map<string, number>();
  for (const values of perConcept) {
    for (const [year, value] of values) if (!merged.has(year)) merged.set(year, value);
  }
  return [...merged].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}
