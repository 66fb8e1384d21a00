/**
 * A table of a thousand rows (issue 49's figures), on the render bench's method (widget-vs-uplot.ts):
 * a fresh page each run with the built runtime already loaded, animation off, from `createElement`
 * to the painted table. The core's `table-1000` sample with `pageSize: 1000`, so every row is in
 * the DOM. "Painted" is the end of the first frame after `chart-embed:ready`: a message posted in
 * that frame's animation callback runs once its style, layout and paint are done, and a table's
 * cost is in its layout (budget ≤ 50 ms, median). The table's chunk is fetched on the way, as a
 * reader's page fetches it. Beside it, as a baseline, a line chart of the same data on the same method.
 * The first frame holds the rows in sight and more (row-groups.ts); the rest are filled in while
 * the page is idle, and "all rows in" is when the thousandth row is in the DOM (checked each frame).
 *
 * Then, on that page, sorting: a header's button is clicked inside an animation frame and the time
 * taken to the end of that frame, once the rows in sight are in their new order and laid out
 * (budget ≤ 16 ms, median of 21 clicks through the five columns), and to every row in its place.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { samples } from '@shared/kinds/table/table-samples';
import type { ChartSpec } from '@shared/spec/chart-spec';
import { widgetRuntimeFile } from '../api/lib/widget-runtime';
import { buildIfStale } from '../scripts/build';
import { launchChromium } from '../tests/support/browser';

const ROUNDS = Math.max(5, Number(process.env.BENCH_ROUNDS ?? 9));
const PAINT_BUDGET_MS = 50;
const SORT_BUDGET_MS = 16;
const root = join(import.meta.dir, '..');

buildIfStale({ quiet: true });
const runtime = widgetRuntimeFile(join(root, 'dist'));
if (!runtime) throw new Error('The widget is not built');

const sample = samples()['table-1000']!;
const table: ChartSpec = { ...sample, options: { ...sample.options, animation: false, table: { ...sample.options.table, pageSize: 1000 } } };
const line: ChartSpec = { ...table, chartType: 'line' };

const server = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  fetch: (request) => {
    const path = new URL(request.url).pathname;
    if (path === '/')
      return new Response('<!doctype html><body style="margin:0"><div id="box" style="width:900px"></div></body>', {
        headers: { 'content-type': 'text/html' },
      });
    const file = Bun.file(join(root, 'dist/widget', path.replace(/^\/widget\//, '')));
    return path.startsWith('/widget/') ? new Response(file, { headers: { 'content-type': 'text/javascript' } }) : new Response('not found', { status: 404 });
  },
});
const origin = `http://127.0.0.1:${server.port}`;

/** In the page: resolves at the end of the next frame (its style, layout and paint done). */
const AFTER_FRAME = `() => new Promise((resolve) => requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = resolve; c.port2.postMessage(0); }))`;

/** One fresh page: the spec drawn, timed to its painted frame; then, for a table, 21 sorts. */
async function run(browser: Browser, spec: ChartSpec, sorts: boolean): Promise<{ paint: number; all: number; sorts: number[]; sorted: number[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${origin}/`);
  await page.evaluate(`import('/widget/${runtime}').then(() => customElements.whenDefined('chart-embed'))`);
  const result = await page.evaluate(`(async () => {
    const afterFrame = ${AFTER_FRAME};
    const spec = JSON.parse(${JSON.stringify(JSON.stringify(spec))});
    const start = performance.now();
    const el = document.createElement('chart-embed');
    el.height = 600;
    const ready = new Promise((r) => el.addEventListener('chart-embed:ready', r, { once: true }));
    el.spec = spec;
    document.getElementById('box').append(el);
    await ready;
    await afterFrame();
    const paint = performance.now() - start;
    const rows = () => el.shadowRoot.querySelectorAll('.tb tbody tr').length;
    const allIn = async () => { for (let i = 0; ${sorts} && rows() < 1000 && i < 600; i++) await new Promise(requestAnimationFrame); };
    await allIn();
    const all = performance.now() - start;
    if (rows() !== (${sorts} ? 1000 : 0)) throw new Error('not every row is shown');
    const sorts = [];
    const sorted = [];
    const buttons = [...el.shadowRoot.querySelectorAll('.tb thead button')];
    for (let i = 0; ${sorts} && i < 21; i++) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      sorts.push(await new Promise((resolve) => requestAnimationFrame(() => {
        const from = performance.now();
        buttons[i % buttons.length].click();
        const c = new MessageChannel();
        c.port1.onmessage = () => resolve(performance.now() - from);
        c.port2.postMessage(0);
      })));
      const from = performance.now() - sorts[sorts.length - 1];
      await allIn();
      sorted.push(performance.now() - from);
    }
    return { paint, all, sorts, sorted };
  })()`);
  await page.close();
  return result as { paint: number; all: number; sorts: number[]; sorted: number[] };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const browser = await launchChromium();
const tables: number[] = [];
const everyRow: number[] = [];
let reordered: number[] = [];
const lines: number[] = [];
let sorting: number[] = [];
try {
  // One of each first, not counted: the browser's own start-up costs land on neither.
  await run(browser, table, true);
  await run(browser, line, false);
  for (let round = 0; round < ROUNDS; round++) {
    const drawn = await run(browser, table, true);
    tables.push(drawn.paint);
    everyRow.push(drawn.all);
    sorting = sorting.concat(drawn.sorts);
    reordered = reordered.concat(drawn.sorted);
    lines.push((await run(browser, line, false)).paint);
  }
} finally {
  await browser.close();
  server.stop(true);
}

const ms = (x: number) => `${x.toFixed(1)} ms`;
const list = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(' ');
const paint = median(tables);
const sort = median(sorting);
console.log(`A thousand-row table (table-1000, every row shown), fresh page per run, median of ${ROUNDS}:`);
console.log(`  table painted      ${ms(paint)}   (${list(tables)})  budget ≤ ${PAINT_BUDGET_MS} ms${paint > PAINT_BUDGET_MS ? '  OVER BUDGET' : ''}`);
console.log(`  all rows in        ${ms(median(everyRow))}   (${list(everyRow)})`);
console.log(`  line chart, same data, baseline   ${ms(median(lines))}   (${list(lines)})`);
// The budget is in milliseconds; the ratio carries from one machine to another.
console.log(`  table / line chart: ${(paint / median(lines)).toFixed(2)}×`);
console.log(
  `  sort, click to the laid-out frame, median of ${sorting.length}: ${ms(sort)}, slowest ${ms(Math.max(...sorting))}  budget ≤ ${SORT_BUDGET_MS} ms${sort > SORT_BUDGET_MS ? '  OVER BUDGET' : ''}`,
);
console.log(`  sort, click to every row in its place: ${ms(median(reordered))}, slowest ${ms(Math.max(...reordered))}`);
