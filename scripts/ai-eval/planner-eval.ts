/**
 * The evaluation of the planner alone (shared/planner): each question read without a model or a
 * server, its plan judged as run-eval judges the model's. A plan that matches no expected plan is
 * "wrong": a chart of something the question did not ask, which the planner must never answer.
 */
import { planQuestion } from '@shared/planner/plan-question';
import { planMatches } from './match-plan';
import { EVAL_QUESTIONS, type EvalQuestion } from './questions';

export interface PlannerEvalResult {
  total: number;
  matched: number;
  wrong: Array<{ question: string; why: string[] }>;
  notUnderstood: Array<{ question: string; message: string }>;
}

export function runPlannerEval(questions: EvalQuestion[] = EVAL_QUESTIONS, today: Date = new Date()): PlannerEvalResult {
  const result: PlannerEvalResult = { total: questions.length, matched: 0, wrong: [], notUnderstood: [] };
  for (const entry of questions) {
    const answer = planQuestion(entry.question, today);
    if (!answer.ok) {
      result.notUnderstood.push({ question: entry.question, message: answer.message });
      continue;
    }
    const judged = [entry.plan, ...(entry.alternatives ?? [])].map((expected) => planMatches(expected, answer.plan));
    if (judged.some((j) => j.ok)) result.matched++;
    else result.wrong.push({ question: entry.question, why: judged[0]!.why });
  }
  return result;
}

export const plannerSummaryLine = (result: PlannerEvalResult) =>
  `planner alone: ${result.matched}/${result.total} planned as expected, ${result.wrong.length} wrong, ${result.notUnderstood.length} not understood`;
