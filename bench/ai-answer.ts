/**
 * Grounded Chat-to-Chart's own cost: the server's time from a question to its answer when the
 * sources are cached and the model answers at once (fakes on loopback, so the figure is ours, not
 * the model's or the internet's). Each question is timed from this process over HTTP, as a builder
 * would meet it, 50 times; the baseline is `GET /api/capabilities` on the same server in the same
 * run, the cheapest JSON answer it gives. Budget (docs/PERFORMANCE.md, row 11): ≤ 200 ms p50.
 * Run with `bun bench/ai-answer.ts`.
 */
import { plan, startFakeUpstreams } from '../tests/support/fake-upstreams';
import { createTestDatabase } from '../tests/support/test-database';
import { startServer } from '../tests/support/test-server';
import { percentile, timeAnswer } from './support/answer-timing';

const ROUNDS = 50;
const fakes = await startFakeUpstreams();
const database = await createTestDatabase();
// The model's path: the planner would read this question itself (bench/planner-answer.ts times that).
const server = await startServer({ database, env: { ...fakes.env, OPENAI_API_KEY: 'bench', AI_GUEST_LIMIT: '100000', AI_PLANNER_FIRST: '0' } });

const question = 'GDP growth vs inflation in the US, Germany and Japan since 2000';
const countries = ['USA', 'DEU', 'JPN'];
fakes.plans.set(question, [
  plan({
    name: question,
    from: '2000',
    series: countries.flatMap((entity) => [
      { label: `${entity} GDP growth`, source: 'worldbank', indicator: 'NY.GDP.MKTP.KD.ZG', entity },
      { label: `${entity} inflation`, source: 'worldbank', indicator: 'FP.CPI.TOTL.ZG', entity },
    ]),
  }),
]);

const post = () =>
  fetch(`${server.url}/api/chart-from-query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: question }) });

// The first answer fetches the six series and caches them; every later one is the cached path.
const cold = await timeAnswer(post);
const calls = fakes.sources.calls.length;
const answer: number[] = [];
const baseline: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  baseline.push(await timeAnswer(() => fetch(`${server.url}/api/capabilities`)));
  answer.push(await timeAnswer(post));
}
if (fakes.sources.calls.length !== calls) throw new Error('a cached answer asked a source again');

console.log(`Question → answer, ${countries.length * 2} World Bank series cached, model on loopback answering at once (${ROUNDS} rounds):`);
console.log(`  first answer (fetching the series):  ${cold.toFixed(1)} ms`);
console.log(`  answer p50 ${percentile(answer, 0.5).toFixed(1)} ms, p90 ${percentile(answer, 0.9).toFixed(1)} ms   (budget: p50 ≤ 200 ms)`);
console.log(
  `  baseline GET /api/capabilities p50 ${percentile(baseline, 0.5).toFixed(1)} ms; ratio ${(percentile(answer, 0.5) / percentile(baseline, 0.5)).toFixed(1)}×`,
);

await server.stop();
await database.drop();
await fakes.close();
