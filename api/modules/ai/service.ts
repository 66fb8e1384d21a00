/**
 * Grounded Chat-to-Chart: a question to a plan (the planner of shared/ai/planner first, then the model
 * when there is one and the planner was not sure), the plan to a chart of fetched numbers (the
 * sources). A quota slot is reserved before anything is fetched or asked and given back when no
 * chart comes of it. A plan naming codes the sources do not know goes back to the model once; a
 * second miss, or a refusal, is an honest no. Nothing falls back to numbers the model wrote.
 */
import { checkPlan, type ChartPlan } from '@shared/ai/ai-plan';
import { planQuestion } from '@shared/ai/planner/plan-question';
import type { Understood } from '@shared/ai/planner/understood';
import type { QueryNotUnderstood, QueryAnswer } from '@shared/api/data-answers';
import { BadGatewayError, HttpError } from '../../lib/errors';
import { chartFromPlan, type PlanOutcome, type GroundingDeps } from '../grounding/service';
import type { ChartModel, ChatMessage } from './model-client';
import { plannerHint } from './planner-hint';
import { feedbackPrompt, systemPrompt } from './prompt';
import { quotaSubjects, release, reserve } from './quota';

export interface AiDeps extends GroundingDeps {
  model: ChartModel | null;
  /** With a model: whether the planner answers what it reads surely first (else the model alone, with no hint). */
  plannerFirst: boolean;
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

/**
 * The planner reads the question first. Without a model, a question it cannot read whole is a 422
 * (before any quota is spent or anything fetched), and one it reads is fetched as a model's plan
 * would be. With a model, a plan it is sure of (every word read as typed) is fetched without asking
 * the model; anything else, or a sure plan the sources could not fetch, goes to the model with what
 * the planner found as a hint. Either way under the same quotas.
 */
export async function chartFromQuery(deps: AiDeps, rawQuery: string, who: { userId: number | null; guestId: string; ip: string }): Promise<QueryAnswer> {
  const model = deps.model;
  const query = rawQuery.trim();
  const now = deps.clock.now();
  const read = planQuestion(query, now);
  if (!model && !read.ok) throw new NotUnderstoodError(read.message, read.understood);
  const subjects = quotaSubjects(who, deps.limits, now.toISOString().slice(0, 10));
  await reserve(deps.db, subjects, who.userId !== null);
  try {
    if (read.ok && ((read.sure && deps.plannerFirst) || !model)) {
      const outcome = await chartFromPlan(deps, read.plan);
      if (outcome.ok) return answerOf(read.plan, outcome);
      if (!model) throw new NoSourceError(outcome.problems.join('; '));
      console.warn(`[ai] the planner's plan missed, asking the model: ${outcome.problems.join(' | ')}`);
    }
    return await modelChart(deps, model!, query, now, deps.plannerFirst ? plannerHint(read) : null);
  } catch (error) {
    await release(deps.db, subjects);
    throw error;
  }
}

/** The model's plan, asked again once with what the sources did not know. */
async function modelChart(deps: AiDeps, model: ChartModel, query: string, now: Date, hint: string | null): Promise<QueryAnswer> {
  const prompt = systemPrompt(now.toISOString().slice(0, 10));
  const messages: ChatMessage[] = [
    { role: 'system', content: hint ? `${prompt}\n\n${hint}` : prompt },
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
}

function answerOf(plan: ChartPlan, outcome: Extract<PlanOutcome, { ok: true }>): QueryAnswer {
  const { name, labels, datasets, regions, options } = outcome.chart;
  return {
    name,
    chartType: plan.chartType,
    // A scatter plot's or a table's countries head the first column; the axes are its datasets' labels.
    columns: plan.regions && plan.chartType !== 'map' ? ['Country', ...datasets.map((d) => d.label)] : plan.columns,
    labels,
    datasets,
    data: datasets[0]!.data,
    ...(regions && plan.chartType === 'map' ? { options: { map: { regions } } } : options ? { options } : {}),
    sources: outcome.sources,
    plan,
  };
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
