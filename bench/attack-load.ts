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
 *                  rounds
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

const statuses = (list: number[]) => {
  const counts = new Map<number, number>();
  for (const s of list) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].map(([s, n]) => `${n}× ${s}`).join(', ');
};

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
    const line = await underProbe(server.url, async () => {
      const until = Date.now() + SECONDS * 1000;
      const feedBytes: number[] = [];
      const readers = Array.from({ length: 10 }, async () => {
        while (Date.now() < until) {
          const body = await (await fetch(`${server.url}/api/trending-charts?limit=100`)).arrayBuffer();
          feedBytes.push(body.byteLength);
        }
      });
      const images = [
        ...Array.from({ length: 100 }, (_, i) => fetch(`${server.url}/e/heavy1.svg?width=${600 + i}&height=400`)),
        ...Array.from({ length: 20 }, (_, i) => fetch(`${server.url}/e/heavy1.png?width=${900 + i}&height=500`)),
        ...Array.from({ length: 20 }, (_, i) => fetch(`${server.url}/e/pie.svg?width=${300 + i}&height=300`)),
      ];
      const started = performance.now();
      const other = await fetch(`${server.url}/e/heavy2.png?width=640&height=360`);
      await other.arrayBuffer();
      const otherMs = performance.now() - started;
      const answered = await Promise.all(images.map(async (r) => (await (await r).arrayBuffer(), (await r).status)));
      await Promise.all(readers);
      return `feed answers ${(Math.max(...feedBytes) / 1024).toFixed(0)} KB at most (${feedBytes.length} reads); images ${statuses(answered)}; another chart's PNG ${other.status} in ${otherMs.toFixed(0)} ms`;
    });
    console.log(`  heavy charts     ${line}`);
  } finally {
    await server.stop();
    await database.drop();
  }
}

function bigCsv(): File {
  const columns = 12;
  const header = ['Date', ...Array.from({ length: columns - 1 }, (_, c) => `Series ${c + 1}`)].join(',');
  const lines = [header];
  for (let r = 0; lines.length <= 100_000; r++) {
    lines.push([new Date(Date.UTC(2000, 0, 1) + r * 86_400_000).toISOString().slice(0, 10), ...Array.from({ length: columns - 1 }, (_, c) => ((r * 31 + c * 17) % 10_000) / 7 + 1000.123)].join(','));
  }
  return new File([`${lines.join('\n')}\n`], 'big.csv', { type: 'text/csv' });
}

/** Ten clients, each from an address of its own, upload the file three times over. */
async function uploadAttack(url: string, file: File): Promise<string> {
  const answered: number[] = [];
  for (let round = 0; round < 3; round++) {
    const uploads = Array.from({ length: 10 }, async (_, i) => {
      const form = new FormData();
      form.set('csv', file);
      const response = await fetch(`${url}/api/csv`, { method: 'POST', body: form, headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } });
      await response.arrayBuffer();
      answered.push(response.status);
    });
    await Promise.all(uploads);
  }
  return `${(file.size / 1e6).toFixed(1)} MB files, uploads ${statuses(answered)}`;
}

async function csvUploads(): Promise<void> {
  const file = bigCsv();
  const bare = Bun.spawn([process.execPath, new URL('./support/bare-upload-server.ts', import.meta.url).pathname], { stdout: 'pipe' });
  const reader = bare.stdout.getReader();
  const bareUrl = /listening on (\S+)/.exec(new TextDecoder().decode((await reader.read()).value))![1]!;
  try {
    console.log(`  bare Bun.serve   ${await underProbe(bareUrl, () => uploadAttack(bareUrl, file))}`);
  } finally {
    bare.kill();
  }
  const database = await createTestDatabase('pglite');
  const server = await startServer({ database, env: { TRUST_PROXY: '1', UPLOAD_RATE_LIMIT: '30' } });
  try {
    console.log(`  no attack        ${await underProbe(server.url, async () => (await Bun.sleep(2000), ''))}`);
    console.log(`  csv uploads      ${await underProbe(server.url, () => uploadAttack(server.url, file))}`);
  } finally {
    await server.stop();
    await database.drop();
  }
}

console.log('GET /api/health every 25 ms during each attack, on PGlite:');
if (!process.env.ONLY_CSV) await heavyCharts();
await csvUploads();
