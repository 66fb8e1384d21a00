/**
 * `<chart-embed>` against raw uPlot on uPlot's own benchmark size: 166,650 points (three series of
 * 55,550), drawn in the same Chromium, alternating, several rounds; prints the medians and the ratio
 * (budget ≤ 1.3×). Time is from creating the chart to its canvas being drawn (uPlot draws in a
 * microtask after its constructor; the element fires chart-embed:ready once uPlot has drawn).
 * Run with `npm run bench`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium';
import { widgetRuntimeFile } from '../api/lib/widget-runtime';
import { buildIfStale } from '../scripts/build';

const ROUNDS = 15;
const WARM_UP = 3;
const POINTS_PER_SERIES = 55_550;
const root = join(import.meta.dir, '..');

buildIfStale({ quiet: true });
const runtime = widgetRuntimeFile(join(root, 'dist'));
if (!runtime) throw new Error('The widget is not built');

const files: Record<string, { body: string; type: string }> = {
  '/runtime.js': { body: readFileSync(join(root, 'dist/widget', runtime), 'utf8'), type: 'text/javascript' },
  '/uplot.js': { body: readFileSync(join(root, 'node_modules/uplot/dist/uPlot.esm.js'), 'utf8'), type: 'text/javascript' },
  '/': { body: '<!doctype html><body style="margin:0"><div id="box" style="width:1200px"></div></body>', type: 'text/html' },
};
const server = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  fetch: (request) => {
    const file = files[new URL(request.url).pathname];
    return file ? new Response(file.body, { headers: { 'content-type': file.type } }) : new Response('not found', { status: 404 });
  },
});

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(`http://127.0.0.1:${server.port}/`);
await page.evaluate(async (n) => {
  const w = window as unknown as Record<string, unknown>;
  w.uPlot = (await import('/uplot.js' as string)).default;
  await import('/runtime.js' as string);
  const xs = Array.from({ length: n }, (_, i) => i);
  const series = [0, 1, 2].map((s) => xs.map((x) => Math.sin(x / 500 + s) * 100 + Math.random() * 20 + s * 50));
  w.data = [xs, ...series];
  w.spec = {
    chartType: 'line',
    theme: 'neon-midnight',
    data: { labels: xs.map(String), datasets: series.map((data, s) => ({ label: `Series ${s + 1}`, data })) },
    options: { title: '', xAxis: '', yAxis: '', legendPosition: 'none', animation: false, tooltips: true, responsive: true },
  };
}, POINTS_PER_SERIES);

async function timeUplot(): Promise<number> {
  return page.evaluate(`(async () => {
    const box = document.getElementById('box'); box.replaceChildren();
    const start = performance.now();
    await new Promise((r) => new uPlot({
      width: 1200, height: 400,
      series: [{}, { stroke: 'red' }, { stroke: 'green' }, { stroke: 'blue' }],
      hooks: { draw: [r] },
    }, data, box));
    return performance.now() - start;
  })()`);
}

async function timeElement(): Promise<number> {
  return page.evaluate(`(async () => {
    const box = document.getElementById('box'); box.replaceChildren();
    const start = performance.now();
    const el = document.createElement('chart-embed');
    const ready = new Promise((r) => el.addEventListener('chart-embed:ready', r, { once: true }));
    el.spec = spec;
    box.append(el);
    await ready;
    return performance.now() - start;
  })()`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (let round = 0; round < WARM_UP; round++) {
  await timeUplot();
  await timeElement();
}
const raw: number[] = [];
const ours: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  raw.push(await timeUplot());
  ours.push(await timeElement());
}
await browser.close();
server.stop(true);

const ratio = median(ours) / median(raw);
console.log(`166,650-point line chart, median of ${ROUNDS} rounds in one Chromium run:`);
console.log(`  raw uPlot          ${median(raw).toFixed(1)} ms`);
console.log(`  <chart-embed>      ${median(ours).toFixed(1)} ms`);
console.log(`  ratio              ${ratio.toFixed(2)}×  (budget ≤ 1.30×)${ratio > 1.3 ? '  OVER BUDGET' : ''}`);
