/**
 * Chat-to-Chart: a question to chart data. Cached answers are free; otherwise a quota slot is
 * reserved, the model asked (once more if its first answer cannot be charted), and the answer
 * checked before anyone sees it.
 */
import { checkAiAnswer, type AiAnswer } from '../../../shared/ai-answer';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { BadGatewayError, ServiceUnavailableError } from '../../lib/errors';
import { cachedAnswer, storeAnswer } from './answer-cache';
import type { QueryAnswer } from './model';
import type { ChartModel } from './model-client';
import { quotaSubjects, release, reserve } from './quota';

export interface AiDeps {
  db: Db;
  clock: Clock;
  model: ChartModel | null;
  limits: { guest: number; userDaily: number };
}

export async function chartFromQuery(
  deps: AiDeps,
  rawQuery: string,
  who: { userId: number | null; guestId: string; ip: string },
): Promise<QueryAnswer> {
  if (!deps.model) throw new ServiceUnavailableError('AI charts are not configured on this server');
  const query = rawQuery.trim();

  const now = deps.clock.now();
  const cached = await cachedAnswer(deps.db, query, now);
  if (cached) return toQueryAnswer(cached);

  const subjects = quotaSubjects(who, deps.limits, now.toISOString().slice(0, 10));
  await reserve(deps.db, subjects, who.userId !== null);
  try {
    const answer = await askForChartable(deps.model, query);
    await storeAnswer(deps.db, query, answer, now);
    return toQueryAnswer(answer);
  } catch (error) {
    await release(deps.db, subjects);
    throw error;
  }
}

async function askForChartable(model: ChartModel, query: string): Promise<AiAnswer> {
  for (let attempt = 1; attempt <= 2; attempt++) {
    const check = checkAiAnswer(await model.ask(query));
    if (check.ok) return check.answer;
    console.warn(`[ai] unusable answer (${check.reason}), attempt ${attempt}`);
  }
  throw new BadGatewayError('The AI returned data that could not be charted');
}

function toQueryAnswer(answer: AiAnswer): QueryAnswer {
  return { ...answer, data: answer.datasets[0]!.data };
}
