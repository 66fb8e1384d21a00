/**
 * Start-up time to the first healthy answer (`GET /api/health` → 200), on PGlite (a new data folder,
 * and an existing one) and on PostgreSQL (a new database, when TEST_DATABASE_URL is set), against a
 * baseline measured in the same run: Bun starting a bare HTTP server and answering once.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from '../scripts/build';
import { createTestDatabase } from '../tests/support/test-database';

const root = join(import.meta.dir, '..');
const bun = join(root, 'node_modules/.bin/bun');
buildIfStale({ quiet: true });

async function timeToHealthy(args: string[], env: Record<string, string>, path = '/api/health'): Promise<number> {
  const started = performance.now();
  const child = spawn(bun, args, {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', PUBLIC_ORIGIN: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(?:listening on|LISTENING) (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  while (
    (await fetch(`${url}${path}`)
      .then((r) => r.status)
      .catch(() => 0)) !== 200
  )
    await new Promise((r) => setTimeout(r, 5));
  const elapsed = performance.now() - started;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return elapsed;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ROUNDS = 3;
const dir = mkdtempSync(join(tmpdir(), 'bench-start-'));
const bare = join(dir, 'bare.ts');
writeFileSync(
  bare,
  "const s = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response('ok') }); console.log('LISTENING http://127.0.0.1:' + s.port);",
);

const baseline = median(
  await Promise.all(Array.from({ length: ROUNDS }, () => 0)).then(async () => {
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) times.push(await timeToHealthy([bare], {}, '/'));
    return times;
  }),
);

const rows: Array<[string, number]> = [];
const fresh: number[] = [];
const existing: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const dataDir = join(dir, `pglite-${i}`);
  fresh.push(await timeToHealthy(['api/main.ts'], { DATA_DIR: dataDir, DATABASE_URL: '' }));
  existing.push(await timeToHealthy(['api/main.ts'], { DATA_DIR: dataDir, DATABASE_URL: '' }));
}
rows.push(['PGlite, new data folder', median(fresh)], ['PGlite, existing data', median(existing)]);
if (process.env.TEST_DATABASE_URL) {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const database = await createTestDatabase('postgres');
    times.push(await timeToHealthy(['api/main.ts'], database.env));
    await database.drop();
  }
  rows.push(['PostgreSQL, new database', median(times)]);
}
rmSync(dir, { recursive: true, force: true });

console.log(`Start-up to the first healthy answer (median of ${ROUNDS}):`);
console.log(`  bare Bun.serve (baseline)     ${baseline.toFixed(0).padStart(6)} ms`);
for (const [what, ms] of rows) console.log(`  ${what.padEnd(29)} ${ms.toFixed(0).padStart(6)} ms   ${(ms / baseline).toFixed(1)}× the baseline`);
