/**
 * The landing page as a first-time visitor's Chromium meets it (docs/PERFORMANCE.md's budgets): every
 * script `/` fetches before the network goes idle, counted as sent (the transfer size, compressed
 * as the server chose), and the Largest Contentful Paint, each in a fresh browser context, median
 * of ROUNDS. Budget: ≤ 110 KiB of scripts.
 */
import { launchChromium } from '../tests/support/browser';
import { createTestDatabase } from '../tests/support/test-database';
import { startServer } from '../tests/support/test-server';
import { buildIfStale } from '../scripts/build';

const ROUNDS = Math.max(3, Number(process.env.BENCH_ROUNDS ?? 5));
const BUDGET_BYTES = 110 * 1024;

buildIfStale({ quiet: true });
const database = await createTestDatabase('pglite');
const server = await startServer({ database });
const browser = await launchChromium();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const runs: { scripts: number; files: string[]; lcp: number; lcpElement: string }[] = [];
try {
  for (let round = 0; round < ROUNDS + 1; round++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { lcp: number; lcpElement: string };
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
        w.lcp = last.startTime;
        w.lcpElement = last.element
          ? last.element.tagName.toLowerCase() + (last.element.className ? `.${String(last.element.className).split(' ')[0]}` : '')
          : '?';
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    const run = await page.evaluate(() => {
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => /\.m?js$/.test(new URL(e.name).pathname));
      const w = window as unknown as { lcp: number; lcpElement: string };
      return {
        scripts: scripts.reduce((sum, e) => sum + e.transferSize, 0),
        files: scripts.map((e) => new URL(e.name).pathname),
        lcp: w.lcp,
        lcpElement: w.lcpElement,
      };
    });
    await context.close();
    if (round > 0) runs.push(run);
  }
} finally {
  await browser.close();
  await server.stop();
  await database.drop();
}

const scripts = median(runs.map((r) => r.scripts));
console.log(`/ in a fresh Chromium context, median of ${runs.length}:`);
console.log(
  `  scripts fetched before network idle, as sent: ${(scripts / 1024).toFixed(1)} KiB in ${runs[0]!.files.length} files (budget ≤ ${BUDGET_BYTES / 1024} KiB)${scripts > BUDGET_BYTES ? '  OVER BUDGET' : ''}`,
);
console.log(
  `  Largest Contentful Paint: ${median(runs.map((r) => r.lcp)).toFixed(0)} ms (${runs[0]!.lcpElement}); all runs: ${runs.map((r) => r.lcp.toFixed(0)).join(', ')} ms`,
);
if (process.env.BENCH_VERBOSE) console.log(runs[0]!.files.join('\n'));
