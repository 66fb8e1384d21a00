/**
 * Grounded Chat-to-Chart: a question to a plan (the model, or on a server without one the planner
 * of shared/planner), the plan to a chart of fetched numbers (the sources). A quota slot is
 * reserved before the model is asked and given back when no chart comes of it. A plan naming codes
 * the sources do not know goes back to the model once; a second miss, or a refusal, is an honest
 * no. Nothing falls back to numbers the model wrote.
 */
import { checkPlan, type ChartPlan } from '@shared/ai-plan';
import { planQuestion } from '@shared/planner/plan-question';
import type { Understood } from '@shared/planner/understood';
import type { QueryNotUnderstood } from '@shared/api/data-answers';
import { BadGatewayError, HttpError } from '../../lib/errors';
import type { FetchDeps } from './fetch-plan';
import { chartFromPlan, type PlanOutcome } from './grounded-chart';
import type { QueryAnswer } from './model';
import type { ChartModel, ChatMessage } from './model-client';
import { feedbackPrompt, systemPrompt } from './prompt';
import { quotaSubjects, release, reserve } from './quota';

export interface AiDeps extends FetchDeps {
  model: ChartModel | null;
  limits: { guest: number; userDaily: number };
}

const UPLOAD_INSTEAD = 'Upload a CSV file or paste a link to one instead.';

class NoSourceError extends HttpError {
  constructor(detail: string) {
    super(422, `No source we use publishes that: ${detail.replace(/[.\s]+$/, '')}. ${UPLOAD_INSTEAD}`);
  }
}

/** A question the planner could not read whole: its message, and the spans it did read for the builder to mark. */
class NotUnderstoodError extends HttpError {
  constructor(
    message: string,
    readonly understood: Understood,
  ) {
    super(422, message);
  }

  override toResponse(): Response {
    const body: QueryNotUnderstood = { message: this.message, understood: { parts: this.understood.parts, unknownWords: this.understood.unknownWords } };
    return Response.json(body, { status: 422 });
  }
}

export async function chartFromQuery(deps: AiDeps, rawQuery: string, who: { userId: number | null; guestId: string; ip: string }): Promise<QueryAnswer> {
  const model = deps.model;
  const query = rawQuery.trim();
  const now = deps.clock.now();
  if (!model) return plannedChart(deps, query, now, who);
  const subjects = quotaSubjects(who, deps.limits, now.toISOString().slice(0, 10));
  await reserve(deps.db, subjects, who.userId !== null);
  try {
    const messages: ChatMessage[] = [
      { role: 'system', content: systemPrompt(now.toISOString().slice(0, 10)) },
      { role: 'user', content: query },
    ];
    for (let round = 1; ; round++) {
      const plan = await askForPlan(model, messages);
      const outcome = await chartFromPlan(deps, plan);
      if (outcome.ok) return answerOf(plan, outcome);
      console.warn(`[ai] plan round ${round} missed: ${outcome.problems.join(' | ')}`);
      if (round === 2) throw new NoSourceError(outcome.problems.join('; '));
      messages.push({ role: 'assistant', content: JSON.stringify(plan) }, { role: 'user', content: feedbackPrompt(outcome.problems) });
    }
  } catch (error) {
    await release(deps.db, subjects);
    throw error;
  }
}

function answerOf(plan: ChartPlan, outcome: Extract<PlanOutcome, { ok: true }>): QueryAnswer {
  const { name, labels, datasets } = outcome.chart;
  return { name, chartType: plan.chartType, columns: plan.columns, labels, datasets, data: datasets[0]!.data, sources: outcome.sources, plan };
}

/**
 * Without a model, the planner reads the question. One it cannot read whole is a 422 saying what it
 * found and what was missing, before any quota is spent or anything fetched; one it reads is
 * fetched and answered as the model's plan would be, under the same quotas.
 */
async function plannedChart(deps: AiDeps, query: string, now: Date, who: { userId: number | null; guestId: string; ip: string }): Promise<QueryAnswer> {
  const read = planQuestion(query, now);
  if (!read.ok) throw new NotUnderstoodError(read.message, read.understood);
  const plan = read.plan;
  const subjects = quotaSubjects(who, deps.limits, now.toISOString().slice(0, 10));
  await reserve(deps.db, subjects, who.userId !== null);
  try {
    const outcome = await chartFromPlan(deps, plan);
    if (!outcome.ok) throw new NoSourceError(outcome.problems.join('; '));
    return answerOf(plan, outcome);
  } catch (error) {
    await release(deps.db, subjects);
    throw error;
  }
}

/** A plan the server can fetch, asked twice at most when the first answer is not one; refusals and plans too big end here. */
async function askForPlan(model: ChartModel, messages: ChatMessage[]): Promise<ChartPlan> {
  for (let attempt = 1; attempt <= 2; attempt++) {
    const check = checkPlan(await model.ask(messages));
    if (!check.ok) {
      console.warn(`[ai] unusable plan (${check.reason}), attempt ${attempt}`);
      continue;
    }
    if (check.plan.refusal) throw new NoSourceError(check.plan.refusal);
    if (check.tooBig) throw new HttpError(422, check.tooBig);
    return check.plan;
  }
  throw new BadGatewayError('The AI answered with a plan that could not be read. Please try again.');
}
