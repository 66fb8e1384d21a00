/**
 * A map plan's chart from the group its source delivered: one value per member of the plan's
 * region set at one year, the ISO3 codes as labels. A member the source has no value for at that
 * year stays null ("No data"); nothing is carried over from another year or filled in.
 */
import { REGION_SETS } from '../kinds/map/region-sets';
import type { ChartPlan } from './ai-plan';
import { isPublished, scaled, scaleFactor, type Assembly } from './ai-assembly';
import type { FetchedGroup } from './fetched-series';

/** A year counts as "the latest most members have" when it has at least this share of the best year's members. */
export const MAP_YEAR_COVERAGE = 0.9;

/**
 * The year a map without `at` shows: the latest whose members with a value are nearly as many as in
 * the year with the most, so one early reporter does not leave a map of "No data".
 */
export function mapYear(byYear: ReadonlyMap<string, number>): string | null {
  const best = Math.max(0, ...byYear.values());
  if (best === 0) return null;
  const years = [...byYear].filter(([, count]) => count >= best * MAP_YEAR_COVERAGE).map(([year]) => year);
  return years.sort().at(-1) ?? null;
}

/** A member's value of each year: a month or a day is read as its year's last value, as a snapshot reads a year of daily prices. */
export function byYear(points: ReadonlyArray<readonly [string, number]>): Map<string, number> {
  const years = new Map<string, number>();
  for (const [period, value] of [...points].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) years.set(period.slice(0, 4), value);
  return years;
}

export function assembleMap(plan: ChartPlan, group: FetchedGroup, now: Date): Assembly {
  const set = plan.regions ?? 'world';
  const members = REGION_SETS[set].codes;
  const factor = scaleFactor(group, plan.columns[1]);
  const byCode = new Map(group.members.map((member) => [member.code, member]));
  const published = members.map((code) => byYear((byCode.get(code)?.points ?? []).filter(([period]) => isPublished(period, now))));
  let at = plan.at;
  if (at === null) {
    const counts = new Map<string, number>();
    for (const points of published) for (const period of points.keys()) counts.set(period, (counts.get(period) ?? 0) + 1);
    at = mapYear(counts);
  }
  const values = published.map((points) => {
    const value = at === null ? undefined : points.get(at.slice(0, 4));
    return value === undefined ? null : scaled(value, factor);
  });
  if (at === null || values.every((value) => value === null)) return { ok: false, empty: [0] };
  return {
    ok: true,
    chart: {
      name: plan.name.includes(at) ? plan.name : `${plan.name}, ${at}`,
      labels: [...members],
      datasets: [{ label: plan.columns[1] || plan.series[0]!.label, data: values }],
      regions: set,
    },
  };
}
