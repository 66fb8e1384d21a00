/**
 * How cost grows with the catalogue, measured with wrk as docs/PERFORMANCE.md says for throughput:
 * `/e/SLUG.js` for a chart picked at random from all of them on every request (a Lua script), so
 * with many charts nearly every request misses the in-memory caches and reaches the database;
 * the same with a browser's Accept-Encoding (what a reader's browser sends: each miss is then
 * compressed too); one chart asked for again and again (the hot path); the trending feed (with a
 * browser's Accept-Encoding: the builder's readers are browsers); and the hot chart again while
 * eight more connections load the feed beside it (what the feed's queries cost the embeds).
 *
 * On PostgreSQL a reference runs too: a bare `Bun.serve` that reads the chart by slug with one
 * prepared query per request and answers the same bytes, the least a server that reads the
 * database for each request can do on this machine. Budgets (docs/PERFORMANCE.md, row 12): random ≥ 0.5× hot with
 * p99 ≤ 25 ms; the hot chart beside the feed p99 ≤ 25 ms; the feed p99 ≤ 50 ms.
 *
 * Charts are seeded in bulk before the server starts, into PGlite, or into PostgreSQL with
 * `BENCH_DB=postgres` (and TEST_DATABASE_URL naming the server). `BENCH_COUNTS` changes the
 * catalogue sizes (`10,10000,100000,1000000`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildIfStale } from '../scripts/build';
import { createTestDatabase } from '../tests/support/test-database';
import { repoRoot, startServer } from '../tests/support/test-server';
import { describeWrk, findWrk, runWrk, startWrk, type Load } from './support/wrk';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const DB = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
const COUNTS = (process.env.BENCH_COUNTS ?? '10,10000,100000').split(',').map(Number);
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const wrk = findWrk();
describeWrk(wrk, SECONDS);
buildIfStale({ quiet: true });

/** The reference server of the header comment (bench/support/bare-lookup-server.ts), on the same database. */
async function startBareServer(databaseUrl: string, body: string): Promise<{ url: string; child: ChildProcess }> {
  const bodyFile = join(mkdtempSync(join(tmpdir(), 'bench-scaling-')), 'loader.js');
  writeFileSync(bodyFile, body);
  const child = spawn(join(repoRoot, 'node_modules/.bin/bun'), ['bench/support/bare-lookup-server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, BODY_FILE: bodyFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /LISTENING (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`the bare server exited with ${code}: ${output}`)));
  });
  return { url, child };
}

const show = (load: Load) =>
  `${Math.round(load.rps).toLocaleString('en-US').padStart(7)} ${load.p99.toFixed(1).padStart(6)}${load.errors ? ` (${load.errorDetail})` : ''}`;
console.log(`requests/s and p99 ms at 64 connections, on ${DB === 'postgres' ? 'PostgreSQL' : 'PGlite'}:`);
console.log(
  [
    'charts'.padStart(9),
    'random'.padEnd(14),
    'random, br'.padEnd(14),
    ...(DB === 'postgres' ? ['bare, 1 query'.padEnd(14)] : []),
    'hot'.padEnd(14),
    'random/hot',
    'trending'.padEnd(14),
    'hot beside feed (feed req/s)',
  ].join('   '),
);
for (const count of COUNTS) {
  const database = await createTestDatabase(DB);
  const handle = await database.open();
  await handle.migrate();
  await handle.db.execute(sql`insert into users (username, email, password_hash) values ('bench', 'bench@example.com', 'x')`);
  await handle.db.execute(sql`
    insert into charts (slug, user_id, chart_type, data_source, data, options, created_at, updated_at, likes, comment_count, views, listed)
    select 'chart' || g, 1, 'line', 'csv',
      '{"labels":["a","b","c"],"datasets":[{"label":"x","data":[1,2,3]}]}'::jsonb, '{"title":"Bench"}'::jsonb,
      now() - (g || ' minutes')::interval, now(), g % 37, g % 11, g % 500, true
    from generate_series(1, ${count}) g`);
  // A tenth of the catalogue was read this week: every one of those is a trending candidate.
  await handle.db.execute(sql`
    insert into chart_views_daily (chart_id, day, count)
    select id, current_date, views from charts where id % 10 = 0 and views > 0`);
  await handle.db.execute(sql`analyze`);
  await handle.close();

  const server = await startServer({ database });
  const randomPaths = { paths: { prefix: '/e/chart', count, suffix: '.js' } };
  runWrk(wrk, `${server.url}/e/chart1.js`, 2);
  const random = runWrk(wrk, server.url, SECONDS, randomPaths);
  const randomBr = runWrk(wrk, server.url, SECONDS, { ...randomPaths, headers: BROWSER });
  let floor: Load | null = null;
  if (DB === 'postgres') {
    const bare = await startBareServer(database.env.DATABASE_URL!, await (await fetch(`${server.url}/e/chart1.js`)).text());
    floor = await startWrk(wrk, bare.url, SECONDS, randomPaths);
    bare.child.kill('SIGTERM');
  }
  const hot = runWrk(wrk, `${server.url}/e/chart1.js`, SECONDS);
  // The first reader of the feed waits for its first ranking (a second at 1,000,000 charts), once per
  // instance; after that a new order is computed behind the readers. The figure is the steady one.
  // Read as the builder's readers read it: with a browser's Accept-Encoding.
  await fetch(`${server.url}/api/trending-charts`);
  const trending = runWrk(wrk, `${server.url}/api/trending-charts`, SECONDS, { headers: BROWSER });
  const [beside, feed] = await Promise.all([
    startWrk(wrk, `${server.url}/e/chart1.js`, SECONDS),
    startWrk(wrk, `${server.url}/api/trending-charts`, SECONDS, { threads: 1, connections: 8, headers: BROWSER }),
  ]);
  await server.stop();
  await database.drop();
  console.log(
    [
      count.toLocaleString('en-US').padStart(9),
      show(random),
      show(randomBr),
      ...(floor ? [show(floor)] : []),
      show(hot),
      `${(random.rps / hot.rps).toFixed(2)}×`.padStart(10),
      show(trending),
      `${show(beside)} (${Math.round(feed.rps)})`,
    ].join('   '),
  );
}
