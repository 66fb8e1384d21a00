/**
 * The evaluation of the planner alone (shared/ai/planner): each question read without a model or a
 * server, its plan judged as run-eval judges the model's. A plan that matches no expected plan is
 * "wrong": a chart of something the question did not ask, which the planner must never answer.
 */
import { planQuestion } from '@shared/ai/planner/plan-question';
import { planMatches } from './match-plan';
import { EVAL_QUESTIONS, type EvalQuestion } from './questions';

export interface PlannerEvalResult {
  total: number;
  matched: number;
  /** The questions a server with a model answers without asking it (read whole, every word as typed), and whether each matched. */
  sure: Array<{ question: string; matched: boolean }>;
  wrong: Array<{ question: string; why: string[] }>;
  notUnderstood: Array<{ question: string; message: string }>;
}

export function runPlannerEval(questions: EvalQuestion[] = EVAL_QUESTIONS, today: Date = new Date()): PlannerEvalResult {
  const result: PlannerEvalResult = { total: questions.length, matched: 0, sure: [], wrong: [], notUnderstood: [] };
  for (const entry of questions) {
    const answer = planQuestion(entry.question, today);
    if (!answer.ok) {
      result.notUnderstood.push({ question: entry.question, message: answer.message });
      continue;
    }
    const judged = [entry.plan, ...(entry.alternatives ?? [])].map((expected) => planMatches(expected, answer.plan));
    const matched = judged.some((j) => j.ok);
    if (matched) result.matched++;
    else result.wrong.push({ question: entry.question, why: judged[0]!.why });
    if (answer.sure) result.sure.push({ question: entry.question, matched });
  }
  return result;
}

export const plannerSummaryLine = (result: PlannerEvalResult) =>
  `planner alone: ${result.matched}/${result.total} planned as expected, ${result.wrong.length} wrong, ${result.notUnderstood.length} not understood`;

/**
 * The planner and the model together, as a server with a model answers: the planner's plan where
 * it is sure, the model's elsewhere. `modelMatched` are the questions the model alone planned as
 * expected (run-eval.ts, with AI_PLANNER_FIRST=0); the model's answer to a question it gets with the
 * planner's hint is taken to be its answer without one, so the figure is an estimate of that part.
 */
export function combinedMatched(planner: PlannerEvalResult, questions: readonly EvalQuestion[], modelMatched: readonly string[]): number {
  const sure = new Map(planner.sure.map((s) => [s.question, s.matched]));
  const byModel = new Set(modelMatched);
  return questions.filter((q) => (sure.has(q.question) ? sure.get(q.question)! : byModel.has(q.question))).length;
}
