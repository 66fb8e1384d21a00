/**
 * The refresh job's cost: how long one instance takes to refresh 10,000 due charts from CSV
 * addresses, each fetched from a fake CSV host on loopback (so the figure is our cost, not the
 * internet's), on embedded PGlite. Runs the job in this process, as the server's timer does, with
 * its default batch and parallelism. Run with `bun bench/live-refresh.ts` (CHARTS=… to change).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isNotNull } from 'drizzle-orm';
import { openDatabase } from '../api/db/client';
import { charts, users } from '../api/db/schema';
import { createChartChanges } from '../api/lib/chart-changes';
import { parseConfig } from '../api/lib/config';
import { createSources } from '../api/modules/grounding/sources/registry';
import { priceChain } from '../api/modules/prices/price-chain';
import { refreshDueCharts } from '../api/modules/live-charts/service';
import { DEFAULT_CHART_OPTIONS } from '@shared/spec/chart-spec';

const CHARTS = Number(process.env.CHARTS ?? 10_000);
const ROWS = 250;

const csv = `day,value\n${Array.from({ length: ROWS }, (_, i) => `${new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10)},${(i * 7919) % 1000}`).join('\n')}\n`;
const host = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response(csv, { headers: { 'content-type': 'text/csv' } }) });
const hostPort = `127.0.0.1:${host.port}`;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-refresh-'));
const handle = await openDatabase({ databaseUrl: null, dataDir });
await handle.migrate();
const [user] = await handle.db.insert(users).values({ username: 'bench', email: 'bench@example.com', passwordHash: 'x' }).returning({ id: users.id });
const past = new Date(Date.now() - 86_400_000);
for (let start = 0; start < CHARTS; start += 1000) {
  await handle.db.insert(charts).values(
    Array.from({ length: Math.min(1000, CHARTS - start) }, (_, k) => ({
      userId: user!.id,
      slug: `b${String(start + k).padStart(10, '0')}`,
      chartType: 'line' as const,
      theme: 'neon-midnight',
      dataSource: 'url' as const,
      sourceValue: `http://${hostPort}/chart-${start + k}.csv`,
      data: { labels: ['2023-12-31'], datasets: [{ label: 'value', data: [0] }] },
      options: DEFAULT_CHART_OPTIONS,
      live: true,
      nextRefreshAt: past,
      dataUpdatedAt: past,
    })),
  );
}

const clock = { now: () => new Date() };
// No chart here is a ticker chart: a chain of no providers.
const noPrices = priceChain([]);
const started = performance.now();
const result = await refreshDueCharts({
  db: handle.db,
  clock: { now: () => new Date() },
  changes: createChartChanges(),
  prices: noPrices,
  fetchRules: { allowHosts: [hostPort], maxBytes: 20 * 1024 * 1024 },
  // No chart here is an AI chart; the sources are the real ones, as the server builds them.
  grounded: { db: handle.db, clock, sources: createSources(parseConfig({}), { clock, prices: { db: handle.db, clock, prices: noPrices } }) },
});
const seconds = (performance.now() - started) / 1000;

console.log(`Refreshing ${CHARTS.toLocaleString('en-US')} due charts (CSV of ${ROWS} rows each, fake host on loopback, PGlite, one instance):`);
console.log(
  `  ${result.refreshed.toLocaleString('en-US')} refreshed, ${result.failed} failed in ${seconds.toFixed(1)} s: ${(result.refreshed / seconds).toFixed(0)} charts/s`,
);

const [failedRow] = await handle.db.select({ e: charts.refreshError }).from(charts).where(isNotNull(charts.refreshError)).limit(1);
if (failedRow) console.log(`  first failure: ${failedRow.e}`);
await handle.close();
host.stop(true);
rmSync(dataDir, { recursive: true, force: true });
