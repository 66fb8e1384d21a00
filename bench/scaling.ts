/**
 * How cost grows with the data: `/e/SLUG.js` latency with 10, 10,000 and 100,000 charts in the
 * database (each request for another chart, so the version lookup always reaches the database), and
 * the trending feed with the same counts. Charts are seeded in bulk into PGlite before the server starts.
 */
import { sql } from 'drizzle-orm';
import { buildIfStale } from '../scripts/build';
import { createTestDatabase } from '../tests/support/test-database';
import { startServer } from '../tests/support/test-server';

buildIfStale({ quiet: true });
const REQUESTS = 400;

function percentile(times: number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

console.log(`/e/SLUG.js (${REQUESTS} requests, each for a different chart) and GET /api/trending-charts (50 requests), on PGlite:`);
console.log('     charts   embed p50   embed p99   trending p50   trending p99');
for (const count of [10, 10_000, 100_000]) {
  const database = await createTestDatabase('pglite');
  const handle = await database.open();
  await handle.migrate();
  await handle.db.execute(sql`insert into users (username, email, password_hash) values ('bench', 'bench@example.com', 'x')`);
  await handle.db.execute(sql`
    insert into charts (slug, user_id, chart_type, data_source, data, options, created_at, updated_at, likes, comment_count, views)
    select 'chart' || g, 1, 'line', 'csv',
      '{"labels":["a","b","c"],"datasets":[{"label":"x","data":[1,2,3]}]}'::jsonb, '{"title":"Bench"}'::jsonb,
      now() - (g || ' minutes')::interval, now(), g % 37, g % 11, g % 500
    from generate_series(1, ${count}) g`);
  await handle.db.execute(sql`
    insert into chart_views_daily (chart_id, day, count)
    select id, current_date, views from charts where id % 10 = 0 and views > 0`);
  await handle.close();

  const server = await startServer({ database });
  const embed: number[] = [];
  for (let i = 0; i < REQUESTS; i++) embed.push(await timed(`${server.url}/e/chart${1 + Math.floor(Math.random() * count)}.js`));
  const trending: number[] = [];
  for (let i = 0; i < 50; i++) trending.push(await timed(`${server.url}/api/trending-charts`));
  await server.stop();
  await database.drop();
  const ms = (x: number) => `${x.toFixed(1)} ms`.padStart(11);
  console.log(`${count.toLocaleString('en-US').padStart(11)} ${ms(percentile(embed, 50))} ${ms(percentile(embed, 99))}    ${ms(percentile(trending, 50))}    ${ms(percentile(trending, 99))}`);
}
