import { Elysia } from 'elysia';
import { ChartRecord } from '@shared/api/charts';
import { CsvAnswer, CsvUrlBody } from '@shared/api/data-answers';
import type { Db } from '../../db/client';
import type { BackgroundWork } from '../../lib/background-work';
import type { ChartChanges } from '../../lib/chart-changes';
import type { Clock } from '../../lib/clock';
import { TOKEN_OR_SESSION } from '../../lib/api-docs';
import type { Config } from '../../lib/config';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limit';
import { ChartIdParams } from '../../lib/id-params';
import { requireUser, sessionPlugin } from '../../session/session-plugin';
import { ownedChart, toChartRecord } from '../charts/service';
import type { PriceChain } from '../prices/service';
import type { GroundingDeps } from '../grounding/service';
import { csvFromUrl, refreshDueCharts, refreshOnRequest, type LiveDeps } from './service';

/**
 * Charts that follow their data: CSV data from an address, a refresh on the owner's request, and
 * on every instance a timer that refreshes the charts that are due.
 */
/** Fetching an address costs us a connection and up to CSV_MAX_BYTES: a few a minute per address is plenty. */
const FETCHES_PER_HOUR = 60;
/** Refreshes an account may ask for an hour; the timer keeps live charts fresh without them. */
const REFRESHES_PER_HOUR = 60;

export function liveChartsModule(deps: {
  db: Db;
  clock: Clock;
  config: Config;
  changes: ChartChanges;
  clientIp(request: Request): string;
  tokenLimiter: RateLimiter;
  grounded: GroundingDeps;
  background: BackgroundWork;
  prices: PriceChain;
}) {
  const fetches = createRateLimiter(deps.db, deps.clock, { limit: FETCHES_PER_HOUR, windowMs: 3_600_000 });
  const refreshes = createRateLimiter(deps.db, deps.clock, {
    limit: REFRESHES_PER_HOUR,
    windowMs: 3_600_000,
    message: (seconds) =>
      `You have refreshed charts ${REFRESHES_PER_HOUR} times this hour. Please try again in ${Math.ceil(seconds / 60)} minutes; live charts keep refreshing on their own.`,
  });
  const live: LiveDeps = {
    db: deps.db,
    clock: deps.clock,
    changes: deps.changes,
    prices: deps.prices,
    fetchRules: { allowHosts: deps.config.dataUrlAllowHosts, maxBytes: deps.config.csvMaxBytes },
    grounded: deps.grounded,
  };
  const onRequest = refreshOnRequest(live);
  let timer: ReturnType<typeof setInterval> | null = null;
  /** The check under way: a tick while one runs waits for it rather than start another. */
  let running: Promise<void> | null = null;
  const tick = (): Promise<void> =>
    (running ??= refreshDueCharts(live)
      .then(
        () => undefined,
        (error: unknown) => console.error('[refresh] could not refresh due charts:', error instanceof Error ? error.message : error),
      )
      .finally(() => (running = null)));
  // Settling finishes the check under way, then makes one more, so whatever is due by then is refreshed.
  deps.background.onSettle(async () => {
    await running;
    await tick();
  });
  return new Elysia({ name: 'live-charts' })
    .use(sessionPlugin(deps))
    .onStart(() => {
      timer = setInterval(() => void tick(), deps.config.refreshCheckMs);
    })
    .onStop(() => {
      if (timer) clearInterval(timer);
    })
    .post(
      '/api/csv-from-url',
      async ({ body, request }) => {
        await fetches.hit([`csv-url:ip:${deps.clientIp(request)}`]);
        const { name, labels, data, datasets, columns, reading, table, map } = await csvFromUrl(live, body.url.trim(), {
          decimal: body.decimal,
          dateOrder: body.dateOrder,
        });
        return { name, labels, data, datasets, columns, reading, table, ...(map ? { map } : {}) };
      },
      { body: CsvUrlBody, parse: 'json', response: CsvAnswer, detail: { summary: 'Chart data from the address of a CSV file', tags: ['data'] } },
    )
    .post(
      '/api/charts/:id/refresh',
      async ({ user, viaToken, params }) => {
        const chart = await ownedChart(deps.db, requireUser(user).id, params.id, viaToken);
        await refreshes.hit([`refresh:user:${chart.userId}`]);
        return toChartRecord(await onRequest(chart));
      },
      { params: ChartIdParams, response: ChartRecord, detail: { summary: 'Fetch a live chart’s source now', tags: ['charts'], security: TOKEN_OR_SESSION } },
    );
}
