/**
 * Ten thousand points in a scatter plot (issue 49's figure, budget ≤ 60 ms), measured as the render
 * bench (bench/widget-vs-uplot.ts) measures a line chart: the built runtime already loaded,
 * animation off, a fresh page each run; from `createElement` to the next animation frame after
 * `chart-embed:ready`, 1200 px wide. The scatter chunk is fetched on the way, as a reader's page
 * fetches it. The spec is the core's `scatter-10k` sample (a trend line over 10,000 points), sent
 * through JSON as every spec reaches the element. Median of ROUNDS runs, after one not counted.
 */
import { join } from 'node:path';
import { samples } from '@shared/kinds/scatter/scatter-samples';
import { launchChromium } from '../tests/support/browser';
import { widgetRuntimeFile } from '../api/lib/widget-runtime';
import { buildIfStale } from '../scripts/build';

const ROUNDS = Math.max(5, Number(process.env.BENCH_ROUNDS ?? 9));
const BUDGET_MS = 60;
const root = join(import.meta.dir, '..');

buildIfStale({ quiet: true });
const runtime = widgetRuntimeFile(join(root, 'dist'));
if (!runtime) throw new Error('The widget is not built');
const spec = (await samples())['scatter-10k']!;
const keep = Number(process.env.POINTS ?? spec.data.labels.length);
const data = { labels: spec.data.labels.slice(0, keep), datasets: spec.data.datasets.map((d) => ({ ...d, data: d.data.slice(0, keep) })) };
const body = JSON.stringify({ ...spec, data, options: { ...spec.options, animation: false } });

const server = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  fetch: (request) => {
    const path = new URL(request.url).pathname;
    if (path === '/')
      return new Response('<!doctype html><body style="margin:0"><div id="box" style="width:1200px"></div></body>', {
        headers: { 'content-type': 'text/html' },
      });
    if (path === '/spec.json') return new Response(body, { headers: { 'content-type': 'application/json' } });
    const file = Bun.file(join(root, 'dist/widget', path.replace(/^\/widget\//, '')));
    return path.startsWith('/widget/') ? new Response(file, { headers: { 'content-type': 'text/javascript' } }) : new Response('not found', { status: 404 });
  },
});
const origin = `http://127.0.0.1:${server.port}`;

const browser = await launchChromium();
const times: number[] = [];
try {
  for (let round = 0; round <= ROUNDS; round++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${origin}/`);
    await page.evaluate(`fetch('/spec.json').then((r) => r.json()).then((s) => { window.spec = s; })`);
    await page.evaluate(`import('/widget/${runtime}').then(() => customElements.whenDefined('chart-embed'))`);
    const ms = (await page.evaluate(`(async () => {
      const start = performance.now();
      const el = document.createElement('chart-embed');
      const ready = new Promise((r) => el.addEventListener('chart-embed:ready', r, { once: true }));
      el.spec = spec;
      document.getElementById('box').append(el);
      await ready;
      await new Promise((r) => requestAnimationFrame(() => r()));
      return performance.now() - start;
    })()`)) as number;
    // The first run warms the browser process, not the page: it is not counted.
    if (round > 0) times.push(ms);
    await page.close();
  }
} finally {
  await browser.close();
  server.stop(true);
}

const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
console.log(
  `Scatter plot of 10,000 points, fresh page per run, median of ${times.length}: ${median.toFixed(1)} ms (budget ≤ ${BUDGET_MS} ms)${median > BUDGET_MS ? '  OVER BUDGET' : ''}`,
);
console.log(`  all runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
