/**
 * How cost grows with the data, measured with wrk as docs/PERFORMANCE.md says for throughput: `/e/SLUG.js` with
 * 10, 10,000 and 100,000 charts in the database, each request for a chart picked at random (so
 * with many charts most requests miss the in-memory caches and reach the database), one chart
 * asked for again and again (the hot path), the trending feed, and the hot path again while eight
 * more connections load the feed beside it (what queries cost the requests that need none). Charts
 * are seeded in bulk before the server starts, into PGlite, or into PostgreSQL with
 * `BENCH_DB=postgres` (and TEST_DATABASE_URL naming the server). `BENCH_COUNTS` changes the
 * catalogue sizes (`10,10000,100000,1000000`).
 */
import { sql } from 'drizzle-orm';
import { buildIfStale } from '../scripts/build';
import { createTestDatabase } from '../tests/support/test-database';
import { startServer } from '../tests/support/test-server';
import { describeWrk, findWrk, runWrk, startWrk, type Load } from './support/wrk';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const DB = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
const COUNTS = (process.env.BENCH_COUNTS ?? '10,10000,100000').split(',').map(Number);
const wrk = findWrk();
describeWrk(wrk, SECONDS);
buildIfStale({ quiet: true });

const show = (load: Load) =>
  `${Math.round(load.rps).toLocaleString('en-US').padStart(8)} ${load.p50.toFixed(1).padStart(6)} ${load.p99.toFixed(1).padStart(6)}${load.errors ? ` (${load.errorDetail})` : ''}`;
console.log(`requests/s, p50 ms, p99 ms, on ${DB === 'postgres' ? 'PostgreSQL' : 'PGlite'}:`);
console.log(
  `${'charts'.padStart(9)}   ${'/e/SLUG.js, any chart'.padEnd(22)}   ${'/e/SLUG.js, one chart'.padEnd(22)}   ${'/api/trending-charts'.padEnd(22)}   one chart, feed loaded beside (feed req/s)`,
);
for (const count of COUNTS) {
  const database = await createTestDatabase(DB);
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
  runWrk(wrk, `${server.url}/e/chart1.js`, 2);
  const any = runWrk(wrk, server.url, SECONDS, { paths: { prefix: '/e/chart', count, suffix: '.js' } });
  const one = runWrk(wrk, `${server.url}/e/chart1.js`, SECONDS);
  const trending = runWrk(wrk, `${server.url}/api/trending-charts`, SECONDS);
  const [beside, feed] = await Promise.all([
    startWrk(wrk, `${server.url}/e/chart1.js`, SECONDS),
    startWrk(wrk, `${server.url}/api/trending-charts`, SECONDS, { threads: 1, connections: 8 }),
  ]);
  await server.stop();
  await database.drop();
  console.log(`${count.toLocaleString('en-US').padStart(9)}   ${show(any)}   ${show(one)}   ${show(trending)}   ${show(beside)} (${Math.round(feed.rps)})`);
}
