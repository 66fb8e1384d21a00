/**
 * Whether a model's plan is the plan a question expects. What matters is what gets fetched and how
 * it is laid out: the same series (in any order, codes in any case), the same layout and periods,
 * and the chart type when the question asked for one. Labels, the name and the axis titles are the
 * model's wording and are not compared.
 */
import type { ChartPlan, PlanSeries } from '@shared/ai/ai-plan';
import { COUNTRIES, WORLD_BANK_AGGREGATES } from '@shared/ai/catalogue/entities';
import { OWID_COUNTRY_NAMES } from '@shared/ai/catalogue/owid-names';

/** Any way a plan may write a country or aggregate (ISO2, ISO3, either name, a data-site id), to one key. */
const ENTITY_KEYS = new Map<string, string>();
for (const [iso3, iso2, name] of COUNTRIES) for (const alias of [iso3, iso2, name]) ENTITY_KEYS.set(alias.toUpperCase(), iso3);
for (const [iso3, owidName] of OWID_COUNTRY_NAMES) ENTITY_KEYS.set(owidName.toUpperCase(), iso3);
for (const [code, id] of WORLD_BANK_AGGREGATES) for (const alias of [code, id]) ENTITY_KEYS.set(alias.toUpperCase(), code);

const entityKey = (series: PlanSeries) => {
  const upper = series.entity.trim().toUpperCase();
  // Tickers and price symbols are codes of their own: "KO" is Coca-Cola, not Korea.
  if (series.source === 'sec' || series.source === 'prices') return upper;
  return ENTITY_KEYS.get(upper) ?? upper;
};

export const seriesKey = (series: PlanSeries) => `${series.source} ${series.indicator.trim().toLowerCase()} ${entityKey(series)}`;

/**
 * Periods agree at the coarser precision of the two: "2024" matches "2024-01-01", and an expected
 * "2026-08" (written as a month on purpose) matches any day of August 2026.
 */
export function samePeriod(expected: string | null, actual: string | null): boolean {
  if (expected === null || actual === null) return expected === actual;
  const length = Math.min(expected.length, actual.length);
  return expected.slice(0, length) === actual.slice(0, length);
}

export function planMatches(expected: ChartPlan, actual: ChartPlan): { ok: boolean; why: string[] } {
  const why: string[] = [];
  if (expected.refusal !== null || actual.refusal !== null) {
    if ((expected.refusal === null) !== (actual.refusal === null))
      why.push(expected.refusal === null ? `refused: ${actual.refusal}` : 'answered instead of refusing');
    return { ok: why.length === 0, why };
  }

  const want = new Set(expected.series.map(seriesKey));
  const got = new Set(actual.series.map(seriesKey));
  const missing = [...want].filter((key) => !got.has(key));
  const extra = [...got].filter((key) => !want.has(key));
  if (missing.length > 0) why.push(`missing series: ${missing.join('; ')}`);
  if (extra.length > 0) why.push(`extra series: ${extra.join('; ')}`);

  if (expected.layout !== actual.layout) why.push(`layout ${actual.layout}, expected ${expected.layout}`);
  // A snapshot's range and an over-time chart's `at` mean nothing, so only the period that applies is compared.
  const periods = expected.layout === 'snapshot' ? (['at'] as const) : (['from', 'to'] as const);
  for (const field of periods) {
    if (!samePeriod(expected[field], actual[field])) why.push(`${field} ${actual[field] ?? 'null'}, expected ${expected[field] ?? 'null'}`);
  }
  // A map's group is what it shows: Africa is not the world.
  if ((expected.regions ?? null) !== (actual.regions ?? null)) why.push(`regions ${actual.regions ?? 'null'}, expected ${expected.regions ?? 'null'}`);
  // A scatter plot's series are its axes: GDP across and life expectancy up is not the other way round.
  if (expected.chartType === 'scatter' && missing.length === 0 && extra.length === 0) {
    const order = (plan: ChartPlan) => plan.series.map(seriesKey).join(' | ');
    if (order(expected) !== order(actual)) why.push(`axes ${order(actual)}, expected ${order(expected)} (x, y, size)`);
  }
  if ((expected.top ?? null) !== (actual.top ?? null)) why.push(`top ${actual.top ?? 'null'}, expected ${expected.top ?? 'null'}`);
  if (expected.chartType !== null && expected.chartType !== actual.chartType)
    why.push(`chartType ${actual.chartType ?? 'null'}, expected ${expected.chartType}`);
  return { ok: why.length === 0, why };
}
