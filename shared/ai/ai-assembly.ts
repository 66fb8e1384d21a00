/**
 * From the series a plan's sources delivered to the chart the answer holds (docs/api.md, "Chat-to-Chart
 * (AI)"). Every value in the result is a fetched value, at most rescaled to the unit the
 * axis title names; nothing is interpolated, rounded or filled in.
 */
import type { ChartPlan, PlanRegionSet } from './ai-plan';
import type { FetchedSeries } from './fetched-series';
import type { ScatterOptions } from '../kinds/scatter/scatter-options';
import type { TableOptions } from '../kinds/table/table-options';

export interface AssembledChart {
  name: string;
  labels: string[];
  datasets: Array<{ label: string; data: Array<number | null> }>;
  /** A map's group: its labels are the ISO3 codes of every member. */
  regions?: PlanRegionSet;
  /**
   * What the data decides of a scatter plot or a table of a group: a group per point, log axes,
   * the sort, and a note of the countries left out. Kept in step with the labels at each refresh.
   */
  options?: { scatter?: ScatterOptions; table?: TableOptions; notes?: string };
}

export type Assembly = { ok: true; chart: AssembledChart } | { ok: false; empty: number[] } | { ok: false; message: string };

/** Inside the plan's range, at the period's own precision: from "2010" keeps "2010-03-01". */
export function inRange(period: string, from: string | null, to: string | null): boolean {
  if (from && period.slice(0, from.length) < from) return false;
  if (to && period.slice(0, to.length) > to) return false;
  return true;
}

/**
 * Values after the last complete year are projections (WEO runs years ahead, OWID carries the
 * UN's population projections): a year counts once it is over, a day once it has passed.
 */
export function isPublished(period: string, now: Date): boolean {
  if (period.length === 4) return Number(period) < now.getUTCFullYear();
  return period <= now.toISOString().slice(0, period.length);
}

const SCALES: Array<[RegExp, number]> = [
  [/\btrillions?\b|\btn\b/i, 1e12],
  [/\bbillions?\b|\bbn\b/i, 1e9],
  [/\bmillions?\b|\bmn\b/i, 1e6],
  [/\bthousands?\b/i, 1e3],
];
const scaleOf = (text: string | null) => (text ? (SCALES.find(([pattern]) => pattern.test(text))?.[1] ?? 1) : 1);

/**
 * The factor from the unit a source publishes in to the one the axis title names: "USD billions"
 * over dollars divides by 1e9; over IMF's "Billions of U.S. dollars" it is 1. Per cent and other
 * units without a magnitude word are never scaled.
 */
export function scaleFactor(series: Pick<FetchedSeries, 'unit' | 'title'>, axisTitle: string): number {
  const target = scaleOf(axisTitle);
  if (target === 1) return 1;
  return scaleOf(series.unit ?? series.title) / target;
}

/** Division that does not print 394.32800000000003 for 394328000000 / 1e9. */
export const scaled = (value: number, factor: number) => (factor === 1 ? value : Number((value * factor).toPrecision(15)));

/**
 * The plan's chart from its fetched series (in the plan's order). Series with no value left in
 * range are reported by index in `empty`, so the caller can tell the model or the user which.
 */
export function assembleChart(plan: ChartPlan, fetched: readonly FetchedSeries[], now: Date): Assembly {
  const kept = fetched.map((series) => {
    const factor = scaleFactor(series, plan.columns[1]);
    return new Map(
      series.points
        .filter(([period]) => isPublished(period, now) && inRange(period, plan.from, plan.to))
        .map(([period, value]) => [period, scaled(value, factor)] as const),
    );
  });
  const empty = kept.flatMap((points, index) => (points.size === 0 ? [index] : []));
  if (empty.length > 0) return { ok: false, empty };
  return plan.layout === 'snapshot' ? snapshot(plan, kept) : overTime(plan, kept);
}

function overTime(plan: ChartPlan, kept: Array<Map<string, number>>): Assembly {
  const labels = [...new Set(kept.flatMap((points) => [...points.keys()]))].sort();
  return {
    ok: true,
    chart: {
      name: plan.name,
      labels,
      datasets: plan.series.map((series, index) => ({ label: series.label, data: labels.map((period) => kept[index]!.get(period) ?? null) })),
    },
  };
}

function snapshot(plan: ChartPlan, kept: Array<Map<string, number>>): Assembly {
  let period = plan.at;
  if (period === null) {
    const common = [...kept[0]!.keys()].filter((p) => kept.every((points) => points.has(p))).sort();
    period = common.at(-1) ?? null;
    if (period === null)
      return { ok: false, message: 'These series have no period in common, so they cannot be compared at one date. Ask for them over time instead.' };
  }
  const at = period;
  // A year asked of daily series is its last day with a value; a day asked is that day only.
  const valueAt = (points: Map<string, number>) => {
    const matching = [...points.keys()].filter((p) => p.slice(0, at.length) === at).sort();
    return matching.length > 0 ? points.get(matching.at(-1)!)! : null;
  };
  const values = kept.map(valueAt);
  const missing = values.flatMap((value, index) => (value === null ? [index] : []));
  if (missing.length > 0) return { ok: false, empty: missing };
  return {
    ok: true,
    chart: {
      name: plan.name.includes(at) ? plan.name : `${plan.name}, ${at}`,
      labels: plan.series.map((series) => series.label),
      datasets: [{ label: plan.columns[1] || plan.name, data: values }],
    },
  };
}
