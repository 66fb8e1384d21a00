/**
 * A world map as a reader meets it (issue 48's figures): a foreign page with one `/e/SLUG.js` tag,
 * a fresh browser context each run (no HTTP cache, no compiled code), from navigation start to the
 * first frame after `chart-embed:ready` — the cold-paint method of bench/cold-paint.ts, with the
 * map's chunk and its geometry file fetched on the way (budget ≤ 300 ms, median of at least 5).
 * Then, on a warm page, what a resize costs: the element is given a new width inside an animation
 * frame, and the time is taken from there to an observer registered after the element's own, which
 * runs once the element has redrawn for the new size (budget ≤ 16 ms, median of 21 resizes).
 */
import { walk } from '@shared/kinds/sample-data';
import { REGION_SETS } from '@shared/kinds/map/region-sets';
import { launchChromium } from '../tests/support/browser';
import { startForeignHost } from '../tests/support/foreign-host';
import { insertChart, insertUser, seed } from '../tests/support/seed';
import { createTestDatabase } from '../tests/support/test-database';
import { startServer } from '../tests/support/test-server';
import { buildIfStale } from '../scripts/build';

const ROUNDS = Math.max(5, Number(process.env.BENCH_ROUNDS ?? 7));
const PAINT_BUDGET_MS = 300;
const RESIZE_BUDGET_MS = 16;

buildIfStale({ quiet: true });
const codes = [...REGION_SETS.world.codes];
const database = await createTestDatabase('pglite');
await seed(database, async (db) =>
  insertChart(db, {
    slug: 'world-map',
    userId: await insertUser(db),
    chartType: 'map',
    data: { labels: codes, datasets: [{ label: 'Life expectancy', data: walk(codes.length, 70, 4, 11) }] },
    options: { title: 'Life expectancy at birth, 2022', yAxis: 'Years', map: { regions: 'world' } },
  }),
);
const server = await startServer({ database });
const host = await startForeignHost();
host.setBody(
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A blog post</title></head><body style="max-width:720px;margin:2rem auto;font:18px/1.5 Georgia,serif">
<h1>How long people live</h1><p>${'Words that a blogger wrote before the map. '.repeat(8)}</p>
<script src="${server.url}/e/world-map.js"></script>
<p>${'And words after it. '.repeat(12)}</p></body></html>`,
);

const browser = await launchChromium();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const painted: number[] = [];
let resizes: number[] = [];
try {
  for (let round = 0; round < ROUNDS + 1; round++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      document.addEventListener(
        'chart-embed:ready',
        () => requestAnimationFrame(() => ((window as unknown as { painted: number }).painted = performance.now())),
        { once: true },
      );
    });
    await page.goto(host.url);
    await page.waitForFunction(() => (window as unknown as { painted?: number }).painted !== undefined, null, { timeout: 30_000 });
    // The first run warms the servers and the browser process, not the page: it is not counted.
    if (round > 0) painted.push(await page.evaluate(() => (window as unknown as { painted: number }).painted));
    if (round === ROUNDS) resizes = await page.evaluate(measureResizes);
    await context.close();
  }
} finally {
  await browser.close();
  await host.close();
  await server.stop();
  await database.drop();
}

/** In the page: 21 resizes between two widths, each timed from the frame that sets the width to the element's redraw. */
async function measureResizes(): Promise<number[]> {
  const element = document.querySelector('chart-embed') as HTMLElement;
  const times: number[] = [];
  for (let i = 0; i < 21; i++) {
    times.push(
      await new Promise<number>((resolve) => {
        requestAnimationFrame(() => {
          const start = performance.now();
          const after = new ResizeObserver(() => {
            after.disconnect();
            resolve(performance.now() - start);
          });
          element.style.width = i % 2 ? '700px' : '520px';
          after.observe(element);
        });
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return times;
}

const ms = (x: number) => `${x.toFixed(1)} ms`;
const paint = median(painted);
const resize = median(resizes);
console.log(
  `Cold page to painted world map, median of ${painted.length}: ${ms(paint)} (budget ≤ ${PAINT_BUDGET_MS} ms)${paint > PAINT_BUDGET_MS ? '  OVER BUDGET' : ''}`,
);
console.log(`  all runs: ${painted.map((p) => p.toFixed(0)).join(', ')} ms`);
console.log(
  `Redraw on resize, world map, median of ${resizes.length}: ${ms(resize)} (budget ≤ ${RESIZE_BUDGET_MS} ms)${resize > RESIZE_BUDGET_MS ? '  OVER BUDGET' : ''}`,
);
