/**
 * A plan to a chart: every series fetched from its source, assembled, and cited. Used for a new
 * question, for saving an AI chart (its data is fetched again, never taken from the request) and
 * for the daily refresh of a living AI chart.
 */
import { SOURCE_NAMES, type ChartPlan } from '@shared/ai/ai-plan';
import { assembleChart, type AssembledChart } from '@shared/ai/ai-assembly';
import { nearestCodes } from '@shared/ai/catalogue/nearest-codes';
import type { CitedSource } from '@shared/api/ai-plan';
import { citationsFor } from './citations';
import { fetchPlan, type FetchDeps } from './fetch-plan';

export type PlanOutcome = { ok: true; chart: AssembledChart; sources: CitedSource[] } | { ok: false; problems: string[] };

export async function chartFromPlan(deps: FetchDeps, plan: ChartPlan): Promise<PlanOutcome> {
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
