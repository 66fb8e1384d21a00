/**
 * `<chart-embed>` against raw uPlot on uPlot's own benchmark size, 166,650 points (three series of
 * 55,550), measured as docs/PERFORMANCE.md says (budget ≤ 1.15×):
 *
 * - raw uPlot: data already as unix seconds; from `new uPlot()` to the next animation frame;
 * - `<chart-embed>`: the built runtime already loaded, animation off, labels as ISO date strings
 *   (what our API stores); from `createElement` to the next animation frame after
 *   `chart-embed:ready`.
 *
 * Both draw the same thing: three 1 px lines (the element draws series denser than its pixels at
 * 1 px, see widget/src/plot/cartesian.ts) on a time axis, 1200 × 400.
 *
 * Each measurement runs in a fresh page, so neither side profits from a warm JIT or a cached
 * parse; the two alternate, and the medians of ROUNDS runs each are compared. Run with
 * `npm run bench`, or alone with `bun bench/widget-vs-uplot.ts`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../tests/support/browser';
import { widgetRuntimeFile } from '../api/lib/widget-runtime';
import { buildIfStale } from '../scripts/build';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
const POINTS_PER_SERIES = 55_550;
const BUDGET = 1.15;
const root = join(import.meta.dir, '..');

buildIfStale({ quiet: true });
const runtime = widgetRuntimeFile(join(root, 'dist'));
if (!runtime) throw new Error('The widget is not built');

const uplotSource = readFileSync(join(root, 'node_modules/uplot/dist/uPlot.esm.js'), 'utf8');
const server = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  fetch: (request) => {
    const path = new URL(request.url).pathname;
    if (path === '/')
      return new Response('<!doctype html><body style="margin:0"><div id="box" style="width:1200px"></div></body>', {
        headers: { 'content-type': 'text/html' },
      });
    if (path === '/uplot.js') return new Response(uplotSource, { headers: { 'content-type': 'text/javascript' } });
    // The runtime and its chunks, as /widget/ serves them.
    const file = Bun.file(join(root, 'dist/widget', path.replace(/^\/widget\//, '')));
    return path.startsWith('/widget/') ? new Response(file, { headers: { 'content-type': 'text/javascript' } }) : new Response('not found', { status: 404 });
  },
});
const origin = `http://127.0.0.1:${server.port}`;

/** Same data both ways: daily points from 1870 on, three wavy series. */
const setUp = (n: number) => {
  const w = window as unknown as Record<string, unknown>;
  const DAY = 86_400;
  const start = Date.UTC(1870, 0, 1) / 1000;
  const seconds = Array.from({ length: n }, (_, i) => start + i * DAY);
  const series = [0, 1, 2].map((s) => seconds.map((_, i) => Math.sin(i / 500 + s) * 100 + ((i * 7919) % 20) + s * 50));
  w.data = [seconds, ...series];
  // Through JSON, as every spec reaches the element (the loader's literal, `src`, the builder's API).
  w.spec = JSON.parse(
    JSON.stringify({
      chartType: 'line',
      theme: 'neon-midnight',
      data: {
        labels: seconds.map((t) => new Date(t * 1000).toISOString().slice(0, 10)),
        datasets: series.map((data, s) => ({ label: `Series ${s + 1}`, data })),
      },
      options: { title: '', xAxis: '', yAxis: '', legendPosition: 'none', animation: false, tooltips: true, responsive: true },
    }),
  );
};

const nextFrame = 'new Promise((r) => requestAnimationFrame(() => r()))';

async function timeUplot(browser: Browser): Promise<number> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${origin}/`);
  await page.evaluate(setUp, POINTS_PER_SERIES);
  await page.evaluate(`import('/uplot.js').then((m) => { window.uPlot = m.default; })`);
  const ms = await page.evaluate(`(async () => {
    const start = performance.now();
    new uPlot({ width: 1200, height: 400, series: [{}, { stroke: 'red' }, { stroke: 'green' }, { stroke: 'blue' }] }, data, document.getElementById('box'));
    await ${nextFrame};
    return performance.now() - start;
  })()`);
  await page.close();
  return ms as number;
}

async function timeElement(browser: Browser): Promise<number> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${origin}/`);
  await page.evaluate(setUp, POINTS_PER_SERIES);
  await page.evaluate(`import('/widget/${runtime}').then(() => customElements.whenDefined('chart-embed'))`);
  const ms = await page.evaluate(`(async () => {
    const start = performance.now();
    const el = document.createElement('chart-embed');
    const ready = new Promise((r) => el.addEventListener('chart-embed:ready', r, { once: true }));
    el.spec = spec;
    document.getElementById('box').append(el);
    await ready;
    await ${nextFrame};
    return performance.now() - start;
  })()`);
  await page.close();
  return ms as number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const browser = await launchChromium();
// One of each first, not counted: the browser's own start-up costs land on neither side.
await timeUplot(browser);
await timeElement(browser);
const raw: number[] = [];
const ours: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  raw.push(await timeUplot(browser));
  ours.push(await timeElement(browser));
}
await browser.close();
server.stop(true);

const ratio = median(ours) / median(raw);
const list = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(' ');
console.log(`166,650-point line chart, fresh page per run, median of ${ROUNDS} alternating runs:`);
console.log(`  raw uPlot          ${median(raw).toFixed(1)} ms   (${list(raw)})`);
console.log(`  <chart-embed>      ${median(ours).toFixed(1)} ms   (${list(ours)})`);
console.log(`  ratio              ${ratio.toFixed(2)}×  (budget ≤ ${BUDGET.toFixed(2)}×)${ratio > BUDGET ? '  OVER BUDGET' : ''}`);
