/**
 * Runs the evaluation against a running server: each question goes to `POST /api/chart-from-query`
 * as a user would send it, and the plan in a 200 answer is compared with the expected one. The
 * server does the rest (the prompt, the feedback round, the fetching), so what is measured is what
 * users get from whatever model the server is configured with.
 */
import type { ChartPlan } from '@shared/ai/ai-plan';
import { planMatches } from './match-plan';
import { EVAL_QUESTIONS, type EvalQuestion } from './questions';

export interface EvalFailure {
  question: string;
  /** The HTTP status; 0 when no answer came at all. */
  status: number;
  why: string[];
}

export interface EvalResult {
  total: number;
  /** Answered 200 with data: the plan's series were all fetched. */
  answered: number;
  /** Of those, plans matching the expected one (or one of its alternatives). */
  matched: number;
  failures: EvalFailure[];
  /** The questions whose plan matched, for the combined figure (planner-eval.ts). */
  matchedQuestions: string[];
}

/** What runEval needs of fetch; the global one fits, and so does a test's stand-in for a server. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface EvalOptions {
  baseUrl: string;
  questions?: EvalQuestion[];
  fetch?: FetchLike;
  log?: (line: string) => void;
  /** Questions in flight at once; a local model answers one at a time anyway. */
  concurrency?: number;
}

type Outcome = { status: number; plan: ChartPlan | null; why: string[] };

async function ask(doFetch: FetchLike, baseUrl: string, question: string): Promise<Outcome> {
  let response: Response;
  try {
    response = await doFetch(`${baseUrl.replace(/\/$/, '')}/api/chart-from-query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: question }),
    });
  } catch (error) {
    return { status: 0, plan: null, why: [`no answer: ${(error as Error).message}`] };
  }
  const body = (await response.json().catch(() => null)) as { plan?: ChartPlan; datasets?: unknown[]; error?: string; message?: string } | null;
  if (response.status !== 200) return { status: response.status, plan: null, why: [`not fetched: ${body?.error ?? body?.message ?? response.statusText}`] };
  if (!body?.plan || !Array.isArray(body.datasets) || body.datasets.length === 0) return { status: 200, plan: null, why: ['answered without a plan or data'] };
  return { status: 200, plan: body.plan, why: [] };
}

function judge(entry: EvalQuestion, plan: ChartPlan): string[] {
  const results = [entry.plan, ...(entry.alternatives ?? [])].map((expected) => planMatches(expected, plan));
  return results.some((r) => r.ok) ? [] : results[0]!.why;
}

export async function runEval(options: EvalOptions): Promise<EvalResult> {
  const questions = options.questions ?? EVAL_QUESTIONS;
  const doFetch: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const log = options.log ?? (() => {});
  const outcomes: Array<{ entry: EvalQuestion; outcome: Outcome; why: string[] }> = [];
  let next = 0;
  const worker = async () => {
    while (next < questions.length) {
      const entry = questions[next++]!;
      const outcome = await ask(doFetch, options.baseUrl, entry.question);
      const why = outcome.plan ? judge(entry, outcome.plan) : outcome.why;
      const mark = !outcome.plan ? 'NOT FETCHED' : why.length === 0 ? 'ok' : 'MISMATCH';
      log(`${mark.padEnd(11)} ${entry.question}${why.length > 0 ? `\n            ${why.join('\n            ')}` : ''}`);
      outcomes.push({ entry, outcome, why });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 2) }, worker));

  // Failures in the set's order, whatever order the answers came in.
  const ordered = questions.map((entry) => outcomes.find((o) => o.entry === entry)!);
  return {
    total: questions.length,
    answered: ordered.filter((o) => o.outcome.plan !== null).length,
    matched: ordered.filter((o) => o.outcome.plan !== null && o.why.length === 0).length,
    failures: ordered.filter((o) => o.why.length > 0).map((o) => ({ question: o.entry.question, status: o.outcome.status, why: o.why })),
    matchedQuestions: ordered.filter((o) => o.outcome.plan !== null && o.why.length === 0).map((o) => o.entry.question),
  };
}

export const summaryLine = (result: EvalResult) => `plans fetched: ${result.answered}/${result.total}, plans matching: ${result.matched}/${result.total}`;
