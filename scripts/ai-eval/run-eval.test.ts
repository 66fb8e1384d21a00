import { describe, expect, it } from 'vitest';
import type { ChartPlan } from '@shared/ai/ai-plan';
import { evalQuestions } from './questions';
import recorded from './recorded-answers.json';
import { runEval, summaryLine, type FetchLike } from './run-eval';

// A stand-in for the server: answers each question with its recorded plan, and 422 where the plan
// names a code the stand-in treats as unknown, as the server does after its one feedback round.
const UNKNOWN = ['BTC-USD', 'solar-share-electricity'];
const server: FetchLike = async (_url, init) => {
  const { query } = JSON.parse(String(init.body)) as { query: string };
  const plan = recorded.answers.find((a) => a.question === query)?.answer as ChartPlan | undefined;
  if (!plan) return new Response(JSON.stringify({ error: 'no answer' }), { status: 502 });
  if (plan.series.some((s) => UNKNOWN.includes(s.entity) || UNKNOWN.includes(s.indicator))) {
    return new Response(JSON.stringify({ error: 'Market prices has no entity "BTC-USD"' }), { status: 422 });
  }
  return Response.json({ name: plan.name, labels: ['2024'], datasets: plan.series.map((s) => ({ label: s.label, data: [1] })), data: [1], sources: [], plan });
};

describe('runEval', () => {
  it('counts fetched and matching plans, and says why the others failed', async () => {
    const lines: string[] = [];
    const questions = evalQuestions(new Date(`${recorded.recordedOn}T12:00:00Z`));
    const result = await runEval({ baseUrl: 'http://server.test/', questions, fetch: server, log: (line) => lines.push(line) });
    const noted = recorded.answers.filter((a) => 'note' in a).length;
    expect(result.total).toBe(questions.length);
    expect(result.answered).toBe(questions.length - 2);
    expect(result.matched).toBe(questions.length - noted);
    expect(result.failures).toHaveLength(noted);
    expect(result.failures.find((f) => f.question === 'Bitcoin vs S&P 500 this year')).toMatchObject({
      status: 422,
      why: [expect.stringContaining('not fetched')],
    });
    expect(result.failures.find((f) => f.question === "Apple's diluted EPS from 2015 to 2024 as bars")).toMatchObject({
      status: 200,
      why: ['chartType line, expected bar'],
    });
    expect(lines).toHaveLength(questions.length);
    expect(summaryLine(result)).toBe(
      `plans fetched: ${questions.length - 2}/${questions.length}, plans matching: ${questions.length - noted}/${questions.length}`,
    );
  });

  it('counts a server that cannot be reached as nothing fetched', async () => {
    const down: FetchLike = async () => {
      throw new TypeError('fetch failed');
    };
    const result = await runEval({ baseUrl: 'http://server.test', questions: evalQuestions().slice(0, 3), fetch: down });
    expect(result).toMatchObject({ total: 3, answered: 0, matched: 0 });
    expect(result.failures[0]).toMatchObject({ status: 0, why: ['no answer: fetch failed'] });
  });
});
