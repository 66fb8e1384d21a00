/**
 * Requests per second and p99 latency of the hot embed paths (`/e/SLUG.js`, `/e/SLUG.json` and the
 * runtime under `/widget/`), each against a bare `Bun.serve` answering the same bytes, measured as
 * DESIGN's budget table says: `wrk -t2 -c64 -d10s --latency` (Debian's wrk), the two servers in
 * processes of their own, alternating bare, app, bare, app after a warm-up each, and the medians
 * compared. Budget: ≥ 0.8× the bare server, p99 ≤ 5 ms.
 *
 * wrk, not autocannon: a Node load generator saturates near 50k requests/s, before the bare
 * server does, and hides most of the gap. When wrk is missing it is installed from Debian's
 * packages (as root); if that cannot be done the bench stops and says so, and never falls back to
 * a weaker generator.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../api/db/client';
import { widgetRuntimeFile } from '../api/lib/widget-runtime';
import { buildIfStale } from '../scripts/build';
import { insertChart, insertUser } from '../tests/support/seed';

const root = join(import.meta.dir, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 64;
const RATIO_BUDGET = 0.8;
const P99_BUDGET_MS = 5;

function findWrk(): string {
  const which = () => spawnSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).stdout.trim();
  if (which()) return which();
  if (process.getuid?.() === 0) {
    console.log('wrk is missing: installing it from Debian’s packages…');
    spawnSync('apt-get', ['install', '-y', '-q', 'wrk'], { stdio: 'ignore' });
    if (which()) return which();
  }
  console.error('This bench needs wrk (apt-get install wrk). It does not fall back to another load generator: their ceilings hide the gap it measures.');
  process.exit(2);
}
const wrk = findWrk();
const version = spawnSync(wrk, ['-v'], { encoding: 'utf8' });
console.log(`Load generator: ${(version.stdout || version.stderr).split('\n')[0]!.trim()} (${wrk}), -t2 -c${CONNECTIONS} -d${SECONDS}s`);

buildIfStale({ quiet: true });
const runtime = widgetRuntimeFile(join(root, 'dist'));
const dataDir = mkdtempSync(join(tmpdir(), 'bench-embed-'));
const database = await openDatabase({ databaseUrl: null, dataDir });
await database.migrate();
await insertChart(database.db, {
  slug: 'bench-chart',
  userId: await insertUser(database.db, 'bench'),
  data: { labels: Array.from({ length: 250 }, (_, i) => `2024-01-${String((i % 28) + 1).padStart(2, '0')}`), datasets: [{ label: 'AAPL', data: Array.from({ length: 250 }, (_, i) => 180 + Math.sin(i / 9) * 10) }] },
});
await database.close();

function startAndWait(args: string[], env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(join(root, 'node_modules/.bin/bun'), args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(?:listening on|LISTENING) (http:\/\/\S+)/.exec(output);
      if (match) resolve({ child, url: match[1]! });
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}

const toMs = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 } as Record<string, number>)[unit]!;

function load(url: string): { rps: number; p99: number; errors: number } {
  const result = spawnSync(wrk, ['-t2', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency', url], { encoding: 'utf8' });
  const out = result.stdout;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const p99 = /99%\s+([\d.]+)(us|ms|s)\b/.exec(out);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  if (!rps || !p99) throw new Error(`wrk printed nothing readable for ${url}:\n${out}\n${result.stderr}`);
  return { rps, p99: toMs(p99[1]!, p99[2]!), errors: non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const api = await startAndWait(['api/main.ts'], { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_ORIGIN: '' });
const paths = ['/e/bench-chart.js', '/e/bench-chart.json', `/widget/${runtime}`];
const bodies = await Promise.all(paths.map(async (path) => ({ path, response: await fetch(`${api.url}${path}`) })));
const bareScript = join(dataDir, 'bare.ts');
writeFileSync(
  bareScript,
  `const answers = ${JSON.stringify(Object.fromEntries(await Promise.all(bodies.map(async ({ path, response }) => [path, { body: await response.text(), type: response.headers.get('content-type') }]))))};
const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: (request) => { const a = answers[new URL(request.url).pathname]; return new Response(a.body, { headers: { 'content-type': a.type } }); } });
console.log('LISTENING http://127.0.0.1:' + server.port);`,
);
const bare = await startAndWait([bareScript], {});

let failed = false;
try {
  console.log(`${'path'.padEnd(34)} ${'bare req/s'.padStart(10)} ${'app req/s'.padStart(10)}  ratio   bare p99   app p99`);
  for (const path of paths) {
    load(`${bare.url}${path}`);
    load(`${api.url}${path}`);
    const runs = { bare: [] as ReturnType<typeof load>[], app: [] as ReturnType<typeof load>[] };
    for (let round = 0; round < ROUNDS; round++) {
      runs.bare.push(load(`${bare.url}${path}`));
      runs.app.push(load(`${api.url}${path}`));
    }
    const bareRps = median(runs.bare.map((r) => r.rps));
    const appRps = median(runs.app.map((r) => r.rps));
    const appP99 = median(runs.app.map((r) => r.p99));
    const ratio = appRps / bareRps;
    const errors = runs.app.reduce((sum, r) => sum + r.errors, 0);
    const verdict = ratio < RATIO_BUDGET || appP99 > P99_BUDGET_MS ? '  OVER BUDGET' : '';
    if (verdict) failed = true;
    console.log(
      `${path.padEnd(34)} ${Math.round(bareRps).toLocaleString('en-US').padStart(10)} ${Math.round(appRps).toLocaleString('en-US').padStart(10)}  ${ratio.toFixed(2)}×  ${median(runs.bare.map((r) => r.p99)).toFixed(2).padStart(6)} ms ${appP99.toFixed(2).padStart(6)} ms${errors ? `  errors ${errors}` : ''}${verdict}`,
    );
  }
  console.log(`Budgets: ≥ ${RATIO_BUDGET.toFixed(2)}× the bare server, p99 ≤ ${P99_BUDGET_MS} ms at ${CONNECTIONS} connections (medians of ${ROUNDS} alternating runs).`);
} finally {
  api.child.kill('SIGTERM');
  bare.child.kill('SIGTERM');
  await new Promise((resolve) => api.child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) console.log("Some figures are over budget (see above).");
