/**
 * How long `/e/SLUG.png` takes, measured from outside over HTTP against the real server on a fresh
 * PGlite: line charts of 250 and 10,000 points at the default 1200 × 630, cold (the first request
 * for a chart: database read, SVG drawn, rasterised and encoded in the worker) and cached (the next
 * request, a full 200 from memory). `/e/SLUG.svg` is timed cold too, just before: the same
 * database read and drawing without the rasterising (but with the brotli compression every new
 * `/e/` text body gets once). Each figure is the median of several charts. While each cold PNG is
 * being drawn, `/api/capabilities` (answered from memory) is asked every 5 ms: its slowest answer
 * shows whether other requests wait for the drawing, next to its slowest of 100 answers when
 * nothing is being drawn.
 *
 * Then, in this process, why the rasterising runs in a worker: the longest the event loop stalls
 * while a 10,000-point chart becomes a PNG, with resvg called directly, through its `renderAsync`
 * (drawing on resvg's thread, PNG encoding on ours), and through the worker the server uses.
 */
import { Resvg, renderAsync } from '@resvg/resvg-js';
import { RESVG_OPTIONS } from '../api/lib/resvg-options';
import { drawChartImage } from '../api/lib/chart-images';
import { buildIfStale } from '../scripts/build';
import { normalizeSpec } from '@shared/spec/normalize-spec';
import { renderChartSvg } from '@shared/svg-chart/render-chart-svg';
import { insertChart, insertUser, seed } from '../tests/support/seed';
import { createTestDatabase } from '../tests/support/test-database';
import { startServer } from '../tests/support/test-server';

buildIfStale({ quiet: true });
const CHARTS = Number(process.env.BENCH_CHARTS ?? 7);
const SIZES = [250, 10_000];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (x: number) => `${x.toFixed(1)} ms`.padStart(10);

function series(points: number): { labels: string[]; datasets: Array<{ label: string; data: number[] }> } {
  let value = 100;
  const labels = Array.from({ length: points }, (_, i) => new Date(Date.UTC(1990, 0, 1) + i * 86_400_000).toISOString().slice(0, 10));
  const data = labels.map((_, i) => (value += Math.sin(i * 0.05) + Math.cos(i * 0.31)));
  return { labels, datasets: [{ label: 'Index', data: data.map((v) => Math.round(v * 100) / 100) }] };
}

async function timed(url: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - started, bytes: body.byteLength };
}

/** The longest gap between 1 ms timer ticks while `work` runs: how long the event loop stalled. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  await work();
  clearInterval(timer);
  return Math.max(longest, performance.now() - last);
}

async function overHttp(): Promise<void> {
  const database = await createTestDatabase('pglite');
  await seed(database, async (db) => {
    const userId = await insertUser(db, 'bench');
    for (const points of SIZES) {
      for (let i = 0; i < CHARTS; i++)
        await insertChart(db, { slug: `p${points}-${i}`, userId, data: series(points), options: { title: `${points.toLocaleString('en-US')} points` } });
    }
  });
  const server = await startServer({ database });
  try {
    // One image first, so the worker thread and resvg are loaded before anything is timed.
    await timed(`${server.url}/e/p250-0.png?width=600&height=315`);
    const idle: number[] = [];
    for (let i = 0; i < 100; i++) idle.push((await timed(`${server.url}/api/capabilities`)).ms);
    console.log(`Over HTTP, 1200 × 630 line charts, median of ${CHARTS} charts each, on PGlite:`);
    console.log(
      `    points   SVG cold   PNG cold PNG cached  PNG bytes   slowest other request while a PNG is drawn (idle: ${Math.max(...idle).toFixed(1)} ms)`,
    );
    for (const points of SIZES) {
      const svg: number[] = [];
      const cold: number[] = [];
      const cached: number[] = [];
      let bytes = 0;
      let other = 0;
      for (let i = 0; i < CHARTS; i++) {
        svg.push((await timed(`${server.url}/e/p${points}-${i}.svg`)).ms);
        let drawing = true;
        const pings = (async () => {
          while (drawing) {
            other = Math.max(other, (await timed(`${server.url}/api/capabilities`)).ms);
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
        })();
        const first = await timed(`${server.url}/e/p${points}-${i}.png`);
        drawing = false;
        await pings;
        cold.push(first.ms);
        bytes = first.bytes;
        cached.push((await timed(`${server.url}/e/p${points}-${i}.png`)).ms);
      }
      console.log(
        `${points.toLocaleString('en-US').padStart(10)} ${ms(median(svg))} ${ms(median(cold))} ${ms(median(cached))} ${`${(bytes / 1024).toFixed(0)} KB`.padStart(10)}   ${ms(other)}`,
      );
    }
  } finally {
    await server.stop();
    await database.drop();
  }
}

async function inProcess(): Promise<void> {
  const spec = normalizeSpec({ chartType: 'line', data: series(10_000), options: { title: '10,000 points' } });
  console.log('\nIn this process, a 10,000-point chart to PNG, median of 5 (longest event-loop stall / total):');
  console.log('      size        resvg directly       renderAsync + asPng         worker (the server)');
  for (const size of [
    { width: 1200, height: 630 },
    { width: 2400, height: 2400 },
  ]) {
    const svg = renderChartSvg(spec, size);
    const ways = [
      async () => new Resvg(svg, RESVG_OPTIONS).render().asPng(),
      async () => (await renderAsync(svg, RESVG_OPTIONS)).asPng(),
      () => drawChartImage('bench', { spec, size, format: 'png', locale: 'en-US' }),
    ];
    const cells: string[] = [];
    for (const way of ways) {
      await way();
      const stalls: number[] = [];
      const totals: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        stalls.push(await longestStall(way));
        totals.push(performance.now() - started);
      }
      cells.push(`${median(stalls).toFixed(1)} / ${median(totals).toFixed(1)} ms`.padStart(22));
    }
    console.log(`${`${size.width}×${size.height}`.padStart(10)} ${cells.join('  ')}`);
  }
}

await overHttp();
await inProcess();
