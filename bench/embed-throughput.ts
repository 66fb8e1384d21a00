/**
 * `/e/SLUG.js` requests per second and p99 latency, against a bare `Bun.serve` answering the same
 * bytes as a static string, both in processes of their own and loaded the same way on loopback in
 * the same run (autocannon, run by Node). Budget: at least 0.6× the bare server's rate.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../api/db/client';
import { buildIfStale } from '../scripts/build';
import { insertChart, insertUser } from '../tests/support/seed';

const root = join(import.meta.dir, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

buildIfStale({ quiet: true });
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

function load(url: string): { rps: number; p99: number; errors: number } {
  const result = spawnSync('node', [join(root, 'node_modules/autocannon/autocannon.js'), '-c', String(CONNECTIONS), '-d', String(DURATION), '--json', url], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const report = JSON.parse(result.stdout) as { requests: { average: number }; latency: { p99: number }; errors: number; non2xx: number };
  return { rps: report.requests.average, p99: report.latency.p99, errors: report.errors + report.non2xx };
}

const api = await startAndWait(['api/main.ts'], { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_ORIGIN: '' });
const body = await (await fetch(`${api.url}/e/bench-chart.js`)).text();
const bareScript = join(dataDir, 'bare.ts');
writeFileSync(
  bareScript,
  `const body = ${JSON.stringify(body)};
const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response(body, { headers: { 'content-type': 'text/javascript; charset=utf-8' } }) });
console.log('LISTENING http://127.0.0.1:' + server.port);`,
);
const bare = await startAndWait([bareScript], {});

try {
  load(`${bare.url}/`);
  const baseline = load(`${bare.url}/`);
  load(`${api.url}/e/bench-chart.js`);
  const ours = load(`${api.url}/e/bench-chart.js`);
  const ratio = ours.rps / baseline.rps;
  console.log(`/e/SLUG.js (${(body.length / 1024).toFixed(1)} KB, ${CONNECTIONS} connections, ${DURATION} s each, after a warm-up run):`);
  console.log(`  bare Bun.serve   ${Math.round(baseline.rps).toLocaleString('en-US').padStart(8)} req/s   p99 ${baseline.p99} ms`);
  console.log(`  /e/SLUG.js       ${Math.round(ours.rps).toLocaleString('en-US').padStart(8)} req/s   p99 ${ours.p99} ms   errors ${ours.errors}`);
  console.log(`  ratio            ${ratio.toFixed(2)}×  (budget ≥ 0.60×)${ratio < 0.6 ? '  UNDER BUDGET' : ''}`);
} finally {
  api.child.kill('SIGTERM');
  bare.child.kill('SIGTERM');
  await new Promise((resolve) => api.child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
