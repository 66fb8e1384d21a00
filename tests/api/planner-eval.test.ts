/**
 * The evaluation (scripts/ai-eval) through the real server without a model: each question is read
 * by the planner, fetched from the fake sources and judged as a model's plan is. Every question the
 * planner cannot read is a 422 saying what was missing; none is charted as something else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evalQuestions } from '../../scripts/ai-eval/questions';
import { runEval, summaryLine } from '../../scripts/ai-eval/run-eval';
import { startFakeUpstreams, type FakeUpstreams } from '../support/fake-upstreams';
import { serverFixture } from '../support/server-fixture';

let fakes: FakeUpstreams;
beforeAll(async () => {
  fakes = await startFakeUpstreams({ recentPrices: true });
});
afterAll(() => fakes?.close());

const fixture = serverFixture({ env: () => ({ ...fakes.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '', AI_GUEST_LIMIT: '100000' }) });

describe('the evaluation without a model', () => {
  it('charts at least 45 of 55 questions as expected, and refuses the rest with what was missing', async () => {
    const questions = evalQuestions();
    const lines: string[] = [];
    const result = await runEval({ baseUrl: fixture.server.url, questions, log: (line) => lines.push(line) });
    console.log(summaryLine(result));
    expect(result.matched, lines.join('\n')).toBeGreaterThanOrEqual(45);
    // Whatever was answered matched: no chart of something else.
    expect(result.answered, lines.join('\n')).toBe(result.matched);
    for (const failure of result.failures) {
      expect(failure.status, failure.question).toBe(422);
      // The planner's own refusal; or, in the first days of a year, no prices yet for "this year".
      expect(failure.why.join(' ')).toMatch(/I found .+, but |No source we use publishes that/);
    }
    expect(fakes.chatRequests).toEqual([]);
  });
});
