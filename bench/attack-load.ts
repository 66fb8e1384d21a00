/**
 * Load attacks run against the real server while a prober asks `GET /api/health` every 25 ms, as a
 * load balancer would; each prints the health check's median, 99th-percentile and worst latency
 * under the attack beside the same with no attack, measured in the same run. Goal: p99 ≤ 250 ms
 * (docs/RELIABILITY.md).
 *
 * Issue 31 (findings 2 and 3), the attacker at the lowest priority:
 *   heavy charts     24 listed charts at the limits (100,000 points each) and a 100-slice pie; ten
 *                    clients read the trending feed again and again, while others ask for the
 *                    largest chart's SVG at 100 distinct sizes and its PNG at 20, and one more asks
 *                    for another chart's PNG (its time is printed too)
 *   csv uploads      ten clients, each from an address of its own, upload 20 MB CSV files, three
 *                    rounds; the same against a bare Bun.serve that only reads each upload, the floor
 *
 * Issue 43 (findings 2, 4 and 5), the attacker at normal priority from another address, each also
 * printing the server's resident memory before and after (and its peak):
 *   oembed flood     16 connections ask `/api/oembed` about a 100,000-point chart in a loop
 *   frame variants   16 connections ask for that chart's frame, a new `height` or `lang` each time;
 *                    first, as the floor, for the same frame each time (one body from memory)
 *   image flood      64 connections ask for PNGs of 40 charts (10,000 points each) at sizes from
 *                    2000 to 2399 square, distinct each time; another chart's PNG is timed meanwhile
 *
 * The attacks run in a process of their own (support/attacks.ts), and the prober in another.
 *
 * Run: `bun bench/attack-load.ts` (BENCH_SECONDS sets the length of each timed attack, 8 s;
 * BENCH_ATTACKS picks some of heavy,csv,oembed,frames,images, all by default).
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../api/db/client';
import { buildIfStale } from '../scripts/build';
import { createTestDatabase, type TestDatabase } from '../tests/support/test-database';
import { startServer } from '../tests/support/test-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ATTACKS = (process.env.BENCH_ATTACKS ?? 'heavy,csv,oembed,frames,images').split(',');
const GOAL_MS = 250;
buildIfStale({ quiet: true });

interface Health {
  p50: number;
  p99: number;
  worst: number;
  count: number;
  failures: number;
}

/** Starts the health prober (support/health-probe.ts) in a process of its own. */
function probeHealth(url: string): { stop(): Promise<Health> } {
  const child = Bun.spawn([process.execPath, new URL('./support/health-probe.ts', import.meta.url).pathname, url], { stdin: 'pipe', stdout: 'pipe' });
  return {
    async stop() {
      child.stdin.write('stop\n');
      await child.stdin.end();
      const { times, failures } = JSON.parse(await new Response(child.stdout).text()) as { times: number[]; failures: number };
      const sorted = times.sort((a, b) => a - b);
      const at = (share: number) => sorted[Math.floor(sorted.length * share)] ?? 0;
      return { p50: at(0.5), p99: at(0.99), worst: sorted.at(-1) ?? 0, count: sorted.length, failures };
    },
  };
}

async function underProbe(url: string, attack: () => Promise<string>): Promise<string> {
  const probe = probeHealth(url);
  await Bun.sleep(500);
  const note = await attack();
  const health = await probe.stop();
  const verdict = health.p99 <= GOAL_MS ? 'within' : 'OVER';
  const ms = (value: number, width: number) => `${value.toFixed(0).padStart(width)} ms`;
  return `health p50 ${ms(health.p50, 4)}, p99 ${ms(health.p99, 4)}, worst ${ms(health.worst, 5)} over ${health.count} checks${health.failures ? `, ${health.failures} failed` : ''} (p99 ${verdict} the ${GOAL_MS} ms goal)${note ? `; ${note}` : ''}`;
}

type AttackKind = 'heavy-charts' | 'csv-uploads' | 'oembed-flood' | 'frame-same' | 'frame-variants' | 'image-flood';

/**
 * Runs an attack (support/attacks.ts) in a process of its own, those of issue 31 at the lowest
 * priority, those of issue 43 at normal priority; its summary.
 */
async function attack(kind: AttackKind, url: string, priority: 'lowest' | 'normal' = 'lowest'): Promise<string> {
  const command = [process.execPath, new URL('./support/attacks.ts', import.meta.url).pathname, kind, url, String(SECONDS)];
  const child = Bun.spawn(priority === 'lowest' ? ['nice', '-n', '19', ...command] : command, { stdout: 'pipe' });
  const summary = (await new Response(child.stdout).text()).trim();
  await child.exited;
  return summary;
}

/**
 * `count` line charts named PREFIX1…PREFIXcount, each of `labels` × 5 series; 20,000 labels is
 * the most points a chart may hold (100,000). Listed, so the feed's readers get them.
 */
const lineCharts = (prefix: string, count: number, labels: number) => sql`
    insert into charts (slug, user_id, chart_type, data_source, data, options, listed)
    select ${prefix} || g, 1, 'line', 'csv', jsonb_build_object(
      'labels', (select jsonb_agg('2024-01-01 ' || i) from generate_series(1, ${labels}) i),
      'datasets', (select jsonb_agg(jsonb_build_object('label', 'series ' || s,
        'data', (select jsonb_agg(sin(i / 50.0 + s) * 100 + i) from generate_series(1, ${labels}) i))) from generate_series(1, 5) s)),
      '{"title":"Heavy"}'::jsonb, true
    from generate_series(1, ${count}) g`;

/** A fresh PGlite database with one user and what `fill` inserts. */
async function benchDatabase(fill: (db: DatabaseHandle['db']) => Promise<unknown>): Promise<TestDatabase> {
  const database = await createTestDatabase('pglite');
  const handle = await database.open();
  await handle.migrate();
  await handle.db.execute(sql`insert into users (username, email, password_hash) values ('bench', 'bench@example.com', 'x')`);
  await fill(handle.db);
  await handle.close();
  return database;
}

async function heavyCharts(): Promise<void> {
  const database = await benchDatabase(async (db) => {
    await db.execute(lineCharts('heavy', 24, 20_000));
    await db.execute(sql`
    insert into charts (slug, user_id, chart_type, data_source, data, options, listed)
    select 'pie', 1, 'pie', 'csv', jsonb_build_object(
      'labels', (select jsonb_agg('slice ' || i) from generate_series(1, 100) i),
      'datasets', jsonb_build_array(jsonb_build_object('label', 'share', 'data', (select jsonb_agg(i) from generate_series(1, 100) i)))),
      '{"title":"Pie"}'::jsonb, true`);
  });
  const server = await startServer({ database });
  try {
    await fetch(`${server.url}/api/trending-charts`).then((r) => r.arrayBuffer());
    console.log(`  no attack        ${await underProbe(server.url, async () => (await Bun.sleep(SECONDS * 250), ''))}`);
    const line = await underProbe(server.url, () => attack('heavy-charts', server.url));
    console.log(`  heavy charts     ${line}`);
  } finally {
    await server.stop();
    await database.drop();
  }
}

async function csvUploads(): Promise<void> {
  const bare = Bun.spawn([process.execPath, new URL('./support/bare-upload-server.ts', import.meta.url).pathname], { stdout: 'pipe' });
  const reader = bare.stdout.getReader();
  const bareUrl = /listening on (\S+)/.exec(new TextDecoder().decode((await reader.read()).value))![1]!;
  try {
    console.log(`  bare Bun.serve   ${await underProbe(bareUrl, () => attack('csv-uploads', bareUrl))}`);
  } finally {
    bare.kill();
  }
  const database = await createTestDatabase('pglite');
  const server = await startServer({ database, env: { TRUST_PROXY: '1', UPLOAD_RATE_LIMIT: '30' } });
  try {
    console.log(`  no attack        ${await underProbe(server.url, async () => (await Bun.sleep(2000), ''))}`);
    console.log(`  csv uploads      ${await underProbe(server.url, () => attack('csv-uploads', server.url))}`);
  } finally {
    await server.stop();
    await database.drop();
  }
}

/** The server's resident memory now and at its peak, in MB, read from /proc (it is this process's child). */
async function serverMemory(): Promise<{ rss: number; peak: number }> {
  const children = (await Array.fromAsync(new Bun.Glob('/proc/self/task/*/children').scan({ absolute: true })))
    .map((file) => readFileSync(file, 'utf8').trim().split(/\s+/))
    .flat()
    .filter(Boolean);
  const server = children.find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('api/main.ts'));
  if (!server) return { rss: NaN, peak: NaN };
  const status = readFileSync(`/proc/${server}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** One attack of issue 43 against a server on `database`, after a look with no attack; with the server's memory around it. */
async function floodOf(database: TestDatabase, attacks: Array<[label: string, kind: AttackKind]>, warm: (url: string) => Promise<unknown>): Promise<void> {
  const server = await startServer({ database });
  try {
    await warm(server.url);
    console.log(`  no attack        ${await underProbe(server.url, async () => (await Bun.sleep(2000), ''))}`);
    for (const [label, kind] of attacks) {
      const before = await serverMemory();
      const line = await underProbe(server.url, () => attack(kind, server.url, 'normal'));
      const after = await serverMemory();
      console.log(`  ${label.padEnd(16)} ${line}`);
      console.log(`  ${''.padEnd(16)} server memory ${before.rss.toFixed(0)} MB before, ${after.rss.toFixed(0)} MB after (peak ${after.peak.toFixed(0)} MB)`);
    }
  } finally {
    await server.stop();
    await database.drop();
  }
}

const read = (url: string) => fetch(url).then((r) => r.arrayBuffer());

async function oembedFlood(): Promise<void> {
  const database = await benchDatabase((db) => db.execute(lineCharts('heavy', 1, 20_000)));
  await floodOf(database, [['oembed flood', 'oembed-flood']], (url) => read(`${url}/api/oembed?url=${encodeURIComponent(`${url}/e/heavy1`)}`));
}

async function frameVariants(): Promise<void> {
  const database = await benchDatabase((db) => db.execute(lineCharts('heavy', 1, 20_000)));
  // First the floor: the same frame again and again, a body answered from memory.
  await floodOf(
    database,
    [
      ['one frame', 'frame-same'],
      ['frame variants', 'frame-variants'],
    ],
    (url) => read(`${url}/e/heavy1/frame`),
  );
}

async function imageFlood(): Promise<void> {
  const database = await benchDatabase(async (db) => {
    await db.execute(lineCharts('img', 40, 2_000));
    await db.execute(lineCharts('other', 1, 2_000));
    await db.execute(sql`update charts set slug = 'other' where slug = 'other1'`);
  });
  await floodOf(database, [['image flood', 'image-flood']], (url) => read(`${url}/e/img1.png`));
}

console.log('GET /api/health every 25 ms during each attack, on PGlite:');
if (ATTACKS.includes('heavy')) await heavyCharts();
if (ATTACKS.includes('csv')) await csvUploads();
if (ATTACKS.includes('oembed')) await oembedFlood();
if (ATTACKS.includes('frames')) await frameVariants();
if (ATTACKS.includes('images')) await imageFlood();
