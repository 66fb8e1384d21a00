/**
 * The load attacks of issue 31 (findings 2 and 3), run against the real server while a prober
 * asks `GET /api/health` every 25 ms, as a load balancer would; it prints the health check's
 * worst and 99th-percentile latency under each attack beside the same with no attack, measured in
 * the same run. Goal: worst ≤ 250 ms (docs/RELIABILITY.md).
 *
 *   heavy charts   24 listed charts at the limits (100,000 points each) and a 100-slice pie; ten
 *                  clients read the trending feed again and again, while others ask for the
 *                  largest chart's SVG at 100 distinct sizes and its PNG at 20, and one more asks
 *                  for another chart's PNG (its time is printed too)
 *   csv uploads    ten clients, each from an address of its own, upload 20 MB CSV files, three
 *                  rounds; the same against a bare Bun.serve that only reads each upload, the floor
 *
 * The attacks run in a process of their own at the lowest priority (support/attacks.ts), as an
 * attacker's work happens on the attacker's machine, and the prober in another.
 *
 * Run: `bun bench/attack-load.ts` (BENCH_SECONDS sets the length of the feed attack, 8 s).
 */
import { sql } from 'drizzle-orm';
import { buildIfStale } from '../scripts/build';
import { createTestDatabase } from '../tests/support/test-database';
import { startServer } from '../tests/support/test-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const GOAL_MS = 250;
buildIfStale({ quiet: true });

interface Health {
  worst: number;
  p99: number;
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
      return { worst: sorted.at(-1) ?? 0, p99: sorted[Math.floor(sorted.length * 0.99)] ?? 0, count: sorted.length, failures };
    },
  };
}

async function underProbe(url: string, attack: () => Promise<string>): Promise<string> {
  const probe = probeHealth(url);
  await Bun.sleep(500);
  const note = await attack();
  const health = await probe.stop();
  const verdict = health.worst <= GOAL_MS ? 'within' : 'OVER';
  return `health worst ${health.worst.toFixed(0).padStart(5)} ms, p99 ${health.p99.toFixed(0).padStart(4)} ms over ${health.count} checks${health.failures ? `, ${health.failures} failed` : ''} (${verdict} the ${GOAL_MS} ms goal)${note ? `; ${note}` : ''}`;
}

/** Runs an attack (support/attacks.ts) in a process of its own at the lowest priority; its summary. */
async function attack(kind: 'heavy-charts' | 'csv-uploads', url: string): Promise<string> {
  const child = Bun.spawn(['nice', '-n', '19', process.execPath, new URL('./support/attacks.ts', import.meta.url).pathname, kind, url, String(SECONDS)], {
    stdout: 'pipe',
  });
  const summary = (await new Response(child.stdout).text()).trim();
  await child.exited;
  return summary;
}

async function heavyCharts(): Promise<void> {
  const database = await createTestDatabase('pglite');
  const handle = await database.open();
  await handle.migrate();
  await handle.db.execute(sql`insert into users (username, email, password_hash) values ('bench', 'bench@example.com', 'x')`);
  // 20,000 labels × 5 series: the most points a chart may hold.
  await handle.db.execute(sql`
    insert into charts (slug, user_id, chart_type, data_source, data, options)
    select 'heavy' || g, 1, 'line', 'csv', jsonb_build_object(
      'labels', (select jsonb_agg('2024-01-01 ' || i) from generate_series(1, 20000) i),
      'datasets', (select jsonb_agg(jsonb_build_object('label', 'series ' || s,
        'data', (select jsonb_agg(sin(i / 50.0 + s) * 100 + i) from generate_series(1, 20000) i))) from generate_series(1, 5) s)),
      '{"title":"Heavy"}'::jsonb
    from generate_series(1, 24) g`);
  await handle.db.execute(sql`
    insert into charts (slug, user_id, chart_type, data_source, data, options)
    select 'pie', 1, 'pie', 'csv', jsonb_build_object(
      'labels', (select jsonb_agg('slice ' || i) from generate_series(1, 100) i),
      'datasets', jsonb_build_array(jsonb_build_object('label', 'share', 'data', (select jsonb_agg(i) from generate_series(1, 100) i)))),
      '{"title":"Pie"}'::jsonb`);
  await handle.close();
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

console.log('GET /api/health every 25 ms during each attack, on PGlite:');
await heavyCharts();
await csvUploads();
