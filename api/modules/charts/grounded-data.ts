/**
 * An AI chart's data, sources and plan as saved: the plan is checked and fetched again (from the
 * series cache, so it costs nothing within a day), and the data saved is what the sources hold.
 * The request may only say how series are drawn; a number in it never reaches the chart.
 */
import { checkPlan, type ChartPlan } from '@shared/ai/ai-plan';
import type { CitedSource } from '@shared/api/ai-plan';
import type { ChartData } from '@shared/spec/chart-spec';
import { BadRequestError, HttpError } from '../../lib/errors';
import type { FetchDeps } from '../ai/fetch-plan';
import { chartFromPlan } from '../ai/grounded-chart';

export interface Grounded {
  data: ChartData;
  sources: CitedSource[];
  plan: ChartPlan;
}

export async function groundedData(
  deps: FetchDeps,
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
  return { data: drawnAsPosted(outcome.chart, posted.data), sources: outcome.sources, plan };
}

/** The fetched data, with each series drawn as the request set it up (bar or line, stack, axis). */
export function drawnAsPosted(fetched: Pick<ChartData, 'labels' | 'datasets'>, posted: ChartData | undefined): ChartData {
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
