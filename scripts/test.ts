/**
 * `npm test`: every suite, one after another, then one line that sums them up:
 *   lint                       ESLint and `prettier --check` (scripts/lint.ts), one check each
 *   unit (Vitest)              shared/, api/ and builder/ unit tests
 *   api:pglite, api:postgres   the real server under Bun over HTTP, on each database
 *   e2e                        the builder in Chromium (playwright-core)
 *   widget                     <chart-embed> in Chromium (@web/test-runner)
 *   sizes                      the size budgets of docs/PERFORMANCE.md (deterministic, so they may fail)
 * The PostgreSQL run needs TEST_DATABASE_URL (CI sets it). The browser is found once, before the
 * browser layers, by scripts/chromium.ts (CHROME_PATH, a system Chromium, else the one an npm
 * package ships), and handed to them as CHROME_PATH. Extra arguments go to every Vitest run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { checkBudgets } from './size-report';
import { buildIfStale } from './build';
import { runLint } from './lint';
import { summarizeVitest, type SuiteResult, type VitestReport } from './test-summary';
import { findChromium } from './chromium';

const resultsDir = '.test-results';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const results: SuiteResult[] = [];
const extraArgs = process.argv.slice(2);

function runVitest(project: string): SuiteResult {
  const output = `${resultsDir}/vitest-${project.replace(':', '-')}.json`;
  const run = spawnSync(
    'node',
    ['node_modules/vitest/vitest.mjs', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`, ...extraArgs],
    { stdio: 'inherit' },
  );
  if (!existsSync(output)) return { name: project, passed: 0, failed: 1, note: `Vitest exited with ${run.status} and reported nothing` };
  return summarizeVitest(project, JSON.parse(readFileSync(output, 'utf8')) as VitestReport, run.status);
}

function runWebTestRunner(): SuiteResult {
  const output = `${resultsDir}/wtr.json`;
  const run = spawnSync('node', ['node_modules/@web/test-runner/dist/bin.js', '--config', 'web-test-runner.config.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, WTR_RESULTS: output },
  });
  if (!existsSync(output)) return { name: 'widget', passed: 0, failed: 1, note: `web-test-runner exited with ${run.status} and reported nothing` };
  const { passed, failed } = JSON.parse(readFileSync(output, 'utf8')) as { passed: number; failed: number };
  if (run.status !== 0 && failed === 0) return { name: 'widget', passed, failed: 1, note: `web-test-runner exited with ${run.status}` };
  if (passed + failed === 0) return { name: 'widget', passed, failed: 1, note: 'web-test-runner ran no test' };
  return { name: 'widget', passed, failed };
}

try {
  buildIfStale();
} catch (error) {
  console.error((error as Error).message);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const lint = await runLint();
const lintFailed = lint.filter((c) => !c.ok).map((c) => c.name);
results.push({
  name: 'lint',
  passed: lint.length - lintFailed.length,
  failed: lintFailed.length,
  note: lintFailed.length > 0 ? `${lintFailed.join(' and ')} failed: see above, or run npm run lint` : undefined,
});
results.push(runVitest('unit'));
results.push(runVitest('api:pglite'));
if (process.env.TEST_DATABASE_URL) results.push(runVitest('api:postgres'));
else results.push({ name: 'api:postgres', passed: 0, failed: 0, note: 'not run: set TEST_DATABASE_URL to run it' });
try {
  const chromium = await findChromium();
  console.log(`\nBrowser suites run in Chromium from ${chromium.source}: ${chromium.executablePath}\n`);
  Object.assign(process.env, chromium.env, { CHROME_PATH: chromium.executablePath });
  results.push(runVitest('e2e'));
  results.push(runWebTestRunner());
} catch (error) {
  const note = `not run: ${(error as Error).message}`;
  results.push({ name: 'e2e', passed: 0, failed: 1, note }, { name: 'widget', passed: 0, failed: 1, note });
}

const budgets = checkBudgets();
for (const b of budgets) {
  console.log(`${b.ok ? '✓' : '✗'} ${b.what}: ${(b.size / 1024).toFixed(2)} KB of ${(b.budget / 1024).toFixed(2)} KB`);
}
results.push({ name: 'sizes', passed: budgets.filter((b) => b.ok).length, failed: budgets.filter((b) => !b.ok).length });

console.log('\nSummary:');
for (const r of results) {
  console.log(`  ${r.name.padEnd(14)} ${String(r.passed).padStart(4)} passed, ${r.failed} failed${r.note ? `  (${r.note})` : ''}`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
