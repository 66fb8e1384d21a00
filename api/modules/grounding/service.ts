/**
 * The grounding of AI charts: a plan's series fetched from the sources that publish them,
 * assembled into one chart and cited. Every AI chart is grounded here, whoever asks: the AI module
 * for a new question, charts when one is saved or its plan edited (its data is fetched again,
 * never taken from the request), live-charts at each daily refresh.
 */
import { checkPlan, MAP_SOURCES, SOURCE_NAMES, type ChartPlan } from '@shared/ai/ai-plan';
import { assembleChart, type AssembledChart } from '@shared/ai/ai-assembly';
import { assembleMap } from '@shared/ai/map-assembly';
import { assembleScatter, assembleTable } from '@shared/ai/group-assembly';
import { REGION_SETS } from '@shared/kinds/map/region-sets';
import { nearestCodes } from '@shared/ai/catalogue/nearest-codes';
import type { CitedSource } from '@shared/api/ai-plan';
import type { ChartData } from '@shared/spec/chart-spec';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Config } from '../../lib/config';
import { BadRequestError, HttpError } from '../../lib/errors';
import type { UpstreamHealth } from '../../lib/upstream-health';
import type { PriceChain } from '../prices/service';
import { citationsFor } from './citations';
import { fetchGroup } from './fetch-group';
import type { CachedGroup } from './series-cache';
import { fetchPlan, type GroundingDeps } from './fetch-plan';
import { NotInSourceError } from './sources/source';
import { createSources } from './sources/registry';

export type { GroundingDeps } from './fetch-plan';
/** The sources' probes, which the health module runs for the admin and `/api/health`. */
export { sourceProbes } from './sources/probes';

/** What grounded charts fetch through: the open-data sources, with the app's price chain; one for the app. */
export function groundingDeps(deps: { config: Config; db: Db; clock: Clock; prices: PriceChain; health?: UpstreamHealth }): GroundingDeps {
  const { config, db, clock, health } = deps;
  return { db, clock, health, sources: createSources(config, { clock, prices: { db, clock, prices: deps.prices } }) };
}

export type PlanOutcome = { ok: true; chart: AssembledChart; sources: CitedSource[] } | { ok: false; problems: string[] };

/** A plan to a chart, or what the sources could not answer of it, said so a model can correct its plan. */
export async function chartFromPlan(deps: GroundingDeps, plan: ChartPlan): Promise<PlanOutcome> {
  if (plan.regions) return groupFromPlan(deps, plan);
  const fetched = await fetchPlan(deps, plan);
  if (!fetched.ok) {
    return {
      ok: false,
      problems: fetched.misses.map(({ error }) => {
        const near = error.suggestions.length > 0 ? error.suggestions : nearestCodes(error.source, error.kind, error.code);
        return near.length > 0 ? `${error.message} (known ${error.kind} codes near it: ${near.slice(0, 5).join(', ')})` : error.message;
      }),
    };
  }
  const assembled = assembleChart(
    plan,
    fetched.series.map((s) => s.series),
    deps.clock.now(),
  );
  if (!assembled.ok) {
    if ('message' in assembled) return { ok: false, problems: [assembled.message] };
    const range =
      plan.layout === 'snapshot' && plan.at ? ` in ${plan.at}` : plan.from || plan.to ? ` from ${plan.from ?? 'the start'} to ${plan.to ?? 'the latest'}` : '';
    return {
      ok: false,
      problems: assembled.empty.map((index) => {
        const s = plan.series[index]!;
        return `${SOURCE_NAMES[s.source]} publishes no values of ${s.indicator} for ${s.entity}${range}`;
      }),
    };
  }
  return { ok: true, chart: assembled.chart, sources: citationsFor(fetched.series, deps.sources) };
}

const cite = (group: CachedGroup['group'], fetchedAt: Date): CitedSource => {
  const title = `${SOURCE_NAMES[group.source]}: ${group.title}${group.note ? `. ${group.note}` : ''}`;
  return { title: title.length > 200 ? `${title.slice(0, 199)}…` : title, url: group.url, retrievedAt: fetchedAt.toISOString() };
};

/**
 * A group plan (a map, a scatter plot or a table of every country of a group): each series
 * template's group fetched at once, assembled at one year, cited as one page per series.
 */
async function groupFromPlan(deps: GroundingDeps, plan: ChartPlan): Promise<PlanOutcome> {
  const other = plan.series.find((template) => !MAP_SOURCES.includes(template.source as never));
  if (other) {
    const kind = plan.chartType === 'map' ? 'map' : plan.chartType === 'scatter' ? 'scatter plot' : 'table';
    return {
      ok: false,
      problems: [`${SOURCE_NAMES[other.source]} answers no ${kind} of every country at once: a ${kind}'s series come from ${MAP_SOURCES.join(' or ')}`],
    };
  }
  const fetched = await Promise.allSettled(plan.series.map((_, index) => fetchGroup(deps, plan, index)));
  const problems: string[] = [];
  for (const result of fetched) {
    if (result.status === 'fulfilled') continue;
    const error = result.reason;
    if (!(error instanceof NotInSourceError)) throw error;
    const near = error.suggestions.length > 0 ? error.suggestions : nearestCodes(error.source, error.kind, error.code);
    problems.push(near.length > 0 ? `${error.message} (known ${error.kind} codes near it: ${near.slice(0, 5).join(', ')})` : error.message);
  }
  if (problems.length > 0) return { ok: false, problems };
  const cached = fetched.map((result) => (result as PromiseFulfilledResult<CachedGroup>).value);
  const groups = cached.map((c) => c.group);
  const now = deps.clock.now();
  const assembled =
    plan.chartType === 'scatter'
      ? assembleScatter(plan, groups, now)
      : plan.chartType === 'table'
        ? assembleTable(plan, groups, now)
        : assembleMap(plan, groups[0]!, now);
  if (!assembled.ok) {
    if ('message' in assembled) return { ok: false, problems: [assembled.message] };
    const when = plan.at ? ` in ${plan.at}` : '';
    const where = REGION_SETS[plan.regions ?? 'world'].name;
    return {
      ok: false,
      problems: assembled.empty.map((index) => {
        const template = plan.series[index]!;
        return `${SOURCE_NAMES[template.source]} publishes no values of ${template.indicator} for the countries of ${where}${when}`;
      }),
    };
  }
  return { ok: true, chart: assembled.chart, sources: cached.map(({ group, fetchedAt }) => cite(group, fetchedAt)) };
}

export interface Grounded {
  data: ChartData;
  sources: CitedSource[];
  plan: ChartPlan;
  /** What the fetched data decides of a group chart's options (a scatter plot's groups): shared/ai/decided-options.ts. */
  decided?: AssembledChart['options'];
}

/**
 * An AI chart's data, sources and plan as saved: the plan is checked and fetched again (from the
 * series cache, so it costs nothing within a day), and the data saved is what the sources hold.
 * The request may only say how series are drawn; a number in it never reaches the chart.
 */
export async function groundedData(
  deps: GroundingDeps,
  rawPlan: unknown,
  posted: { data?: ChartData; sources?: readonly CitedSource[] | null },
): Promise<Grounded> {
  const check = checkPlan(rawPlan);
  if (!check.ok || check.plan.refusal || check.tooBig) throw new BadRequestError('plan must be a plan the AI answered with, as its answer gave it');
  const plan = check.plan;
  const outcome = await chartFromPlan(deps, plan);
  if (!outcome.ok) throw new HttpError(422, `The sources no longer answer this chart’s plan: ${outcome.problems.join('; ')}`);
  const cited = new Set(outcome.sources.map((s) => s.url));
  if (posted.sources?.some((s) => !cited.has(s.url))) throw new BadRequestError('sources must be the ones the AI’s answer cited');
  const { options: decided } = outcome.chart;
  return { data: drawnAsPosted(outcome.chart, posted.data), sources: outcome.sources, plan, ...(decided ? { decided } : {}) };
}

/** The fetched data, with each series drawn as the request set it up (bar or line, stack, axis). */
function drawnAsPosted(fetched: Pick<ChartData, 'labels' | 'datasets'>, posted: ChartData | undefined): ChartData {
  return {
    labels: fetched.labels,
    datasets: fetched.datasets.map((d, i) => {
      const old = posted?.datasets.find((p) => p.label === d.label) ?? posted?.datasets[i];
      return {
        label: d.label,
        data: d.data,
        ...(old?.type ? { type: old.type } : {}),
        ...(old?.stacked ? { stacked: old.stacked } : {}),
        ...(old?.yAxisID ? { yAxisID: old.yAxisID } : {}),
      };
    }),
  };
}
