/**
 * A scatter plot or a table of every country of a group, from the groups its sources delivered
 * (one per plan series, each fetched at once as a map's is). Labels are the countries' names. A
 * country lacking a value the chart needs at the year is left out, never filled in from another
 * year, and the chart's notes say how many were.
 */
import { COUNTRY_TABLE, type Continent, type WbRegion } from '../kinds/map/regions/country-table';
import { REGION_SETS, regionName } from '../kinds/map/region-sets';
import type { ChartPlan, PlanGroupBy } from './ai-plan';
import { isPublished, scaled, scaleFactor, type Assembly } from './ai-assembly';
import type { FetchedGroup } from './fetched-series';
import { byYear, mapYear } from './map-assembly';

/**
 * A measure spanning this factor or more, all above zero, is drawn on a log axis. GDP per capita
 * runs from a few hundred dollars to over a hundred thousand, population from thousands to over
 * a billion: on a linear axis most countries crowd into a sliver by zero, and equal steps on a log
 * axis are equal ratios, which is how such measures compare (Gapminder and OWID draw income so).
 * Life expectancy (about 50 to 85) stays linear.
 */
export const LOG_SPAN = 100;

export function wantsLog(values: readonly number[]): boolean {
  if (values.length < 2 || values.some((v) => !(v > 0))) return false;
  return Math.max(...values) / Math.min(...values) >= LOG_SPAN;
}

const CONTINENT_NAMES: Record<Continent, string> = {
  africa: 'Africa',
  asia: 'Asia',
  europe: 'Europe',
  'north-america': 'North America',
  'south-america': 'South America',
  oceania: 'Oceania',
  antarctica: 'Antarctica',
};

const WB_REGION_NAMES: Record<WbRegion, string> = {
  EAS: 'East Asia & Pacific',
  ECS: 'Europe & Central Asia',
  LCN: 'Latin America & Caribbean',
  MEA: 'Middle East & North Africa',
  NAC: 'North America',
  SAS: 'South Asia',
  SSF: 'Sub-Saharan Africa',
};

const ROWS = new Map(COUNTRY_TABLE.map((row) => [row[0], row] as const));

/** The group a country's point is coloured by: its continent as OWID assigns it, or its World Bank region. */
export function groupName(iso3: string, by: PlanGroupBy): string {
  const row = ROWS.get(iso3);
  if (!row) return 'Other';
  if (by === 'continent') return CONTINENT_NAMES[row[4]];
  return row[5] ? WB_REGION_NAMES[row[5]] : 'Other';
}

interface Members {
  year: string;
  codes: readonly string[];
  /** Per group (plan order), per member, its value at the year or null. */
  values: Array<Array<number | null>>;
  /** Members some source knows (published anything in the years fetched): the ones a note may count. */
  known: Set<string>;
}

/**
 * Every member's value of each group at one year: the plan's, or the latest whose members with
 * the values `needed` (by group index) are nearly as many as in the best year. Each group's values
 * are rescaled to the unit its title names ('' for as published).
 */
function membersAt(plan: ChartPlan, groups: readonly FetchedGroup[], needed: readonly number[], titles: readonly string[], now: Date): Members | null {
  const codes = REGION_SETS[plan.regions ?? 'world'].codes;
  const known = new Set<string>();
  const years = groups.map((group) => {
    const byCode = new Map(group.members.map((member) => [member.code, member]));
    return codes.map((code) => {
      const points = (byCode.get(code)?.points ?? []).filter(([period]) => isPublished(period, now));
      if (points.length > 0) known.add(code);
      return byYear(points);
    });
  });
  let year = plan.at?.slice(0, 4) ?? null;
  if (year === null) {
    const counts = new Map<string, number>();
    codes.forEach((_, m) => {
      for (const period of years[needed[0]!]![m]!.keys()) if (needed.every((g) => years[g]![m]!.has(period))) counts.set(period, (counts.get(period) ?? 0) + 1);
    });
    year = mapYear(counts);
  }
  if (year === null) return null;
  const at = year;
  const values = groups.map((group, g) => {
    const factor = scaleFactor(group, titles[g]!);
    return years[g]!.map((points) => {
      const value = points.get(at);
      return value === undefined ? null : scaled(value, factor);
    });
  });
  return { year: at, codes, values, known };
}

const countries = (n: number) => `${n} ${n === 1 ? 'country' : 'countries'}`;
const titled = (plan: ChartPlan, year: string) => (plan.name.includes(year) ? plan.name : `${plan.name}, ${year}`);
const emptyGroups = (values: Array<Array<number | null>>) => values.flatMap((column, g) => (column.every((v) => v === null) ? [g] : []));

/** Dataset 0 across, 1 up, 2 the bubble's area: the plan's series in that order. */
export function assembleScatter(plan: ChartPlan, groups: readonly FetchedGroup[], now: Date): Assembly {
  const needed = groups.map((_, g) => g);
  const titles = groups.map((group, g) => (g < 2 && plan.columns[g]) || group.title);
  const members = membersAt(plan, groups, needed, titles, now);
  if (!members) return { ok: false, empty: needed };
  const empty = emptyGroups(members.values);
  if (empty.length > 0) return { ok: false, empty };
  const kept = members.codes.flatMap((code, m) => (members.values.every((column) => column[m] !== null) ? [m] : []));
  if (kept.length === 0) return { ok: false, message: `These measures have no country in common in ${members.year}: ask for another year.` };
  const left = members.codes.filter((code, m) => members.known.has(code) && !kept.includes(m)).length;
  const column = (g: number) => kept.map((m) => members.values[g]![m]!);
  const [xs, ys] = [column(0), column(1)];
  const by = plan.groupBy ?? 'continent';
  const which = groups.length === 3 ? 'all three values' : 'both values';
  return {
    ok: true,
    chart: {
      name: titled(plan, members.year),
      labels: kept.map((m) => regionName(members.codes[m]!)),
      datasets: titles.map((label, g) => ({ label, data: column(g) })),
      options: {
        scatter: {
          groups: kept.map((m) => groupName(members.codes[m]!, by)),
          ...(wantsLog(xs) ? { logX: true } : {}),
          ...(wantsLog(ys) ? { logY: true } : {}),
        },
        ...(left > 0 ? { notes: `${countries(left)} without ${which} for ${members.year} ${left === 1 ? 'is' : 'are'} left out.` } : {}),
      },
    },
  };
}

/**
 * One row per country with a value of the first series at the year, highest first (the top N
 * only, when the plan asks); the other columns stay null where their source has no value.
 */
export function assembleTable(plan: ChartPlan, groups: readonly FetchedGroup[], now: Date): Assembly {
  const titles = groups.map((group) => (groups.length === 1 && plan.columns[1]) || group.title);
  const members = membersAt(plan, groups, [0], titles, now);
  if (!members) return { ok: false, empty: [0] };
  const first = members.values[0]!;
  const ranked = members.codes.flatMap((_, m) => (first[m] !== null ? [m] : [])).sort((a, b) => first[b]! - first[a]! || a - b);
  if (ranked.length === 0) return { ok: false, empty: [0] };
  const kept = plan.top === null ? ranked : ranked.slice(0, plan.top);
  const left = members.codes.filter((code, m) => members.known.has(code) && first[m] === null).length;
  const notes =
    plan.top !== null
      ? `The ${kept.length} highest of ${countries(ranked.length)} with a value for ${members.year}.`
      : left > 0
        ? `${countries(left)} without a value for ${members.year} ${left === 1 ? 'is' : 'are'} left out.`
        : null;
  return {
    ok: true,
    chart: {
      name: titled(plan, members.year),
      labels: kept.map((m) => regionName(members.codes[m]!)),
      datasets: titles.map((label, g) => ({ label, data: kept.map((m) => members.values[g]![m]!) })),
      options: { table: { sort: { column: 0, descending: true } }, ...(notes ? { notes } : {}) },
    },
  };
}
