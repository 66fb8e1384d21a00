/**
 * A question answered without a model: the server's time from a question to its chart when the
 * planner reads it and the sources are cached (fakes on loopback, so the figure is ours, not the
 * internet's). Timed from this process over HTTP, 50 times, beside `GET /api/capabilities` on the
 * same server, the cheapest JSON answer it gives. Budget (docs/PERFORMANCE.md, row 15): p50 ≤ 20 ms.
 * Run with `bun bench/planner-answer.ts`, or with a question of your own as its argument (a map:
 * `bun bench/planner-answer.ts "CO2 emissions per person by country"`).
 */
import { startFakeUpstreams } from '../tests/support/fake-upstreams';
import { createTestDatabase } from '../tests/support/test-database';
import { startServer } from '../tests/support/test-server';
import { percentile, timeAnswer } from './support/answer-timing';

const ROUNDS = 50;
const fakes = await startFakeUpstreams();
const database = await createTestDatabase();
const server = await startServer({ database, env: { ...fakes.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '', AI_GUEST_LIMIT: '100000' } });

const question = process.argv[2] ?? 'GDP growth vs inflation in the US, Germany and Japan since 2000';
const post = () =>
  fetch(`${server.url}/api/chart-from-query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: question }) });

// The first answer builds the planner's index, fetches the series (or a map's group) and caches them.
const cold = await timeAnswer(post);
const calls = fakes.sources.calls.length;
const answer: number[] = [];
const baseline: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  baseline.push(await timeAnswer(() => fetch(`${server.url}/api/capabilities`)));
  answer.push(await timeAnswer(post));
}
if (fakes.sources.calls.length !== calls) throw new Error('a cached answer asked a source again');
if (fakes.chatRequests.length > 0) throw new Error('a model was asked');

console.log(`"${question}" → answer without a model, its sources cached (${ROUNDS} rounds):`);
console.log(`  first answer (index built, series fetched):  ${cold.toFixed(1)} ms`);
console.log(`  answer p50 ${percentile(answer, 0.5).toFixed(1)} ms, p90 ${percentile(answer, 0.9).toFixed(1)} ms   (budget: p50 ≤ 20 ms)`);
console.log(
  `  baseline GET /api/capabilities p50 ${percentile(baseline, 0.5).toFixed(1)} ms; ratio ${(percentile(answer, 0.5) / percentile(baseline, 0.5)).toFixed(1)}×`,
);

await server.stop();
await database.drop();
await fakes.close();
