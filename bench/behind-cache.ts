/**
 * The embeds behind a real shared cache, as docs/deployment.md lays them out: Debian's nginx as a
 * caching reverse proxy (`proxy_cache`, configured to honour our `Cache-Control`, never to
 * override it) in front of two app instances on one PostgreSQL. wrk reads random charts of a
 * catalogue through it with a browser's Accept-Encoding for longer than the shared lifetime
 * (`s-maxage=30`), so every chart is fetched, kept, expired and refreshed; the bench prints the
 * share of requests the cache answered (nginx's own `$upstream_cache_status`), the throughput and
 * the p99, beside the same load sent straight to one instance.
 *
 * During that load, simulated readers report the charts they were shown through the proxy (the
 * runtime's beacon, each reader from an address of its own, some reloading), to either instance
 * as nginx balances them; afterwards every chart's view count must equal the readers who saw it.
 * Budget (docs/PERFORMANCE.md, row 13): ≥ 95% of requests served by the cache, views counted once per reader. Last,
 * with both instances stopped and every kept copy past its shared and stale lifetimes, charts are
 * still answered (`stale-if-error`).
 *
 * Needs PostgreSQL (TEST_DATABASE_URL naming a server whose user may create databases); installs
 * nginx and wrk from Debian's packages when missing (as root). `BENCH_SECONDS` (default 40),
 * `BENCH_CHARTS` (default 1,000), `BENCH_READERS` (default 400).
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildIfStale } from '../scripts/build';
import { createTestDatabase } from '../tests/support/test-database';
import { startServer, type TestServer } from '../tests/support/test-server';
import { findDebianTool } from './support/debian-tool';
import { describeWrk, findWrk, startWrk, type Load } from './support/wrk';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 40);
const CHARTS = Number(process.env.BENCH_CHARTS ?? 1000);
const READERS = Number(process.env.BENCH_READERS ?? 400);
const CHARTS_PER_READER = 10;
const HIT_BUDGET = 0.95;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

if (!process.env.TEST_DATABASE_URL) {
  console.error('This bench runs on PostgreSQL: set TEST_DATABASE_URL (postgres://user@host:port/db).');
  process.exit(2);
}
const nginx = findDebianTool('nginx', 'nginx-light', 'The figure is a real cache’s, not a model of one.');
const wrk = findWrk();
describeWrk(wrk, SECONDS);
buildIfStale({ quiet: true });

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * nginx as a CDN edge would act: the cache keyed by URL with a variant per Accept-Encoding (our
 * `Vary`), lifetimes taken from our `Cache-Control` (`s-maxage`, `stale-while-revalidate`,
 * `stale-if-error`), one request per expired entry reaching the instances while readers get the
 * stale copy. Two instances balanced round-robin; X-Forwarded-For appended, as a CDN in front of
 * it would have started it (so TRUST_PROXY=2).
 */
function nginxConfig(dir: string, port: number, upstreams: string[]): string {
  return `worker_processes auto;
pid ${dir}/nginx.pid;
events { worker_connections 4096; }
http {
  log_format cache '$request_method $upstream_cache_status $status';
  access_log ${dir}/access.log cache buffer=256k;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=embeds:16m max_size=1g inactive=10m use_temp_path=off;
  upstream app {
    ${upstreams.map((u) => `server ${u};`).join('\n    ')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_cache embeds;
      proxy_cache_revalidate on;
      proxy_cache_lock on;
      proxy_cache_background_update on;
      proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
    }
  }
}
`;
}

async function startNginx(upstreams: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  // Run as root, nginx's workers drop to `nobody`, who must be able to write the cache.
  chmodSync(dir, 0o777);
  for (const sub of ['body', 'proxy', 'cache']) mkdirSync(join(dir, sub), { mode: 0o777 });
  const port = await freePort();
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, port, upstreams));
  const child = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log'), '-g', 'daemon off;'], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await Bun.sleep(100);
  }
  return {
    url,
    /** Stops nginx gracefully (which writes out its buffered log) and counts how the cache answered the GETs. */
    async stop(): Promise<Map<string, number>> {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      });
      const statuses = new Map<string, number>();
      for (const line of readFileSync(join(dir, 'access.log'), 'utf8').split('\n')) {
        const [method, status] = line.split(' ');
        if (method === 'GET') statuses.set(status!, (statuses.get(status!) ?? 0) + 1);
      }
      return statuses;
    },
  };
}

/** Which charts each simulated reader was shown, and so what every chart's count must be. */
function plannedReaders() {
  const readers = Array.from({ length: READERS }, (_, i) => {
    const address = `10.${(i >> 8) & 255}.${i & 255}.7`;
    const seen = new Set<number>();
    while (seen.size < CHARTS_PER_READER) seen.add(1 + Math.floor(Math.random() * CHARTS));
    return { address, charts: [...seen], reloads: i % 4 === 0 };
  });
  const expected = new Map<number, number>();
  for (const reader of readers) for (const chart of reader.charts) expected.set(chart, (expected.get(chart) ?? 0) + 1);
  return { readers, expected };
}

/** Sends every reader's beacons through the proxy, a few readers at a time, spread over `seconds`. */
async function report(url: string, readers: ReturnType<typeof plannedReaders>['readers'], seconds: number): Promise<number> {
  let sent = 0;
  const gap = (seconds * 1000 * 0.6) / readers.length;
  await Promise.all(
    readers.map(async (reader, i) => {
      await Bun.sleep(i * gap);
      for (const round of reader.reloads ? [1, 2] : [1]) {
        for (const chart of reader.charts) {
          const response = await fetch(`${url}/e/chart${chart}/view`, { method: 'POST', headers: { 'x-forwarded-for': reader.address } });
          if (response.status !== 204) throw new Error(`a beacon was answered ${response.status} (round ${round})`);
          sent++;
        }
      }
    }),
  );
  return sent;
}

const database = await createTestDatabase('postgres');
const handle = await database.open();
await handle.migrate();
await handle.db.execute(sql`insert into users (username, email, password_hash) values ('bench', 'bench@example.com', 'x')`);
await handle.db.execute(sql`
  insert into charts (slug, user_id, chart_type, data_source, data, options, created_at, updated_at)
  select 'chart' || g, 1, 'line', 'csv',
    jsonb_build_object('labels', (select jsonb_agg('2025-01-' || lpad(d::text, 2, '0')) from generate_series(1, 28) d),
      'datasets', jsonb_build_array(jsonb_build_object('label', 'Price', 'data', (select jsonb_agg(round((100 + 10 * sin(g + d))::numeric, 2)) from generate_series(1, 28) d)))),
    '{"title":"Bench"}'::jsonb, now() - (g || ' minutes')::interval, now()
  from generate_series(1, ${CHARTS}) g`);
await handle.close();

const env = { TRUST_PROXY: '2' };
const instances: TestServer[] = [await startServer({ database, env }), await startServer({ database, env })];
let failed = false;
try {
  const proxy = await startNginx(instances.map((instance) => new URL(instance.url).host));
  const { readers, expected } = plannedReaders();
  const randomCharts = { paths: { prefix: '/e/chart', count: CHARTS, suffix: '.js' }, headers: BROWSER };

  const [cached, beacons] = await Promise.all([startWrk(wrk, proxy.url, SECONDS, randomCharts), report(proxy.url, readers, SECONDS)]);
  const loadEnded = Date.now();
  const direct = await startWrk(wrk, instances[0]!.url, Math.min(SECONDS, 10), randomCharts);
  await Promise.all(instances.map((instance) => instance.settle()));

  // Both instances down, and every kept copy past s-maxage and stale-while-revalidate: readers
  // should still get the charts, stale (`stale-if-error`).
  await Promise.all(instances.map((instance) => instance.stop()));
  await Bun.sleep(Math.max(0, loadEnded + 65_000 - Date.now()));
  const sample = Array.from({ length: 50 }, (_, i) => 1 + Math.floor((i * CHARTS) / 50));
  const whileDown = await Promise.all(sample.map((chart) => fetch(`${proxy.url}/e/chart${chart}.js`, { headers: BROWSER }).then((r) => r.status)));
  const keptVisible = whileDown.filter((status) => status === 200).length;
  const statuses = await proxy.stop();
  const check = await database.open();
  const rows = (await check.db.execute(sql`select slug, views from charts`)) as unknown as { slug: string; views: number }[];
  const daily = (await check.db.execute(sql`select coalesce(sum(count), 0)::int as total from chart_views_daily`)) as unknown as { total: number }[];
  await check.close();

  const gets = [...statuses.values()].reduce((sum, n) => sum + n, 0);
  const fromCache = ['HIT', 'STALE', 'UPDATING'].reduce((sum, status) => sum + (statuses.get(status) ?? 0), 0);
  const hitRatio = fromCache / gets;
  const wrong = rows.filter((row) => row.views !== (expected.get(Number(row.slug.slice(5))) ?? 0));
  const pairs = [...expected.values()].reduce((sum, n) => sum + n, 0);
  const counted = rows.reduce((sum, row) => sum + row.views, 0);

  const show = (load: Load) =>
    `${Math.round(load.rps).toLocaleString('en-US').padStart(8)} req/s, p99 ${load.p99.toFixed(1)} ms${load.errors ? ` (${load.errorDetail})` : ''}`;
  console.log(`${CHARTS.toLocaleString('en-US')} charts, random reads with a browser's Accept-Encoding, 64 connections:`);
  console.log(`  through nginx's cache, two instances behind   ${show(cached)}`);
  console.log(`  straight to one instance                      ${show(direct)}`);
  console.log(
    `  answered by the cache: ${(hitRatio * 100).toFixed(2)}% of ${gets.toLocaleString('en-US')} (${[...statuses].map(([status, n]) => `${status} ${n.toLocaleString('en-US')}`).join(', ')})`,
  );
  console.log(
    `  views: ${READERS} readers shown ${pairs.toLocaleString('en-US')} charts, ${beacons.toLocaleString('en-US')} beacons sent (reloads included); counted ${counted.toLocaleString('en-US')} (daily rows ${daily[0]!.total.toLocaleString('en-US')}), charts counted wrong: ${wrong.length}`,
  );
  const hitsOk = hitRatio >= HIT_BUDGET;
  const viewsOk = wrong.length === 0 && counted === pairs && daily[0]!.total === pairs;
  console.log(`  both instances down, copies older than s-maxage + stale-while-revalidate: ${keptVisible} of ${sample.length} charts still answered`);
  const staleOk = keptVisible === sample.length;
  console.log(
    `${hitsOk ? '✓' : '✗'} cache hit ratio ≥ ${HIT_BUDGET * 100}%   ${viewsOk ? '✓' : '✗'} every chart's views equal its readers   ${staleOk ? '✓' : '✗'} charts visible while the instances are down`,
  );
  failed = !hitsOk || !viewsOk || !staleOk;
} finally {
  await Promise.all(instances.map((instance) => instance.stop()));
  await database.drop();
}
process.exit(failed ? 1 : 0);
