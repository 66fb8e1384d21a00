/**
 * Living charts: ticker charts refresh daily through the price cache, charts from a CSV address
 * hourly. A refresh that fails keeps the last good data and records why; one that works changes
 * the chart's version (updated_at), which is what the embed's caches and ETags key on.
 *
 * Many instances may run this at once. Each takes due charts by moving their `next_refresh_at` a
 * lease ahead inside one statement that skips rows another instance has locked, so no chart is
 * fetched twice; an instance that dies mid-refresh leaves its charts due again when the lease ends.
 */
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { LIVE_SOURCES, withDefaultOptions, type ChartData, type ChartOptions } from '@shared/spec/chart-spec';
import { priceToChartData } from '@shared/reading/price-to-chart';
import { REFRESH_PERIOD_MS } from '@shared/spec/refresh-period';
import type { Db } from '../../db/client';
import { createRateLimiter } from '../../lib/rate-limit';
import { charts } from '../../db/schema';
import type { ChartChanges } from '../../lib/chart-changes';
import type { Clock } from '../../lib/clock';
import { BadGatewayError, ConflictError, HttpError } from '../../lib/errors';
import { fetchPublicFile } from '../../lib/safe-fetch';
import { nextVersion, preparedData, writeLocked, type ChartRow } from '../charts/service';
import { fileNameOf } from '@shared/reading/file-name-of';
import { chartFromBytes } from '../csv/service';
import type { CitedSource } from '@shared/api/ai-plan';
import type { ReadingChoices } from '@shared/api/data-answers';
import { dailyPrices, type PriceChain } from '../prices/service';
import { groundedData, type Grounded, type GroundingDeps } from '../grounding/service';
import { withDecidedOptions } from '@shared/ai/decided-options';
import { refreshedScatter } from './refreshed-scatter';

export interface LiveDeps {
  db: Db;
  clock: Clock;
  prices: PriceChain;
  changes: ChartChanges;
  /** Where CSV files may be fetched from (see api/lib/safe-fetch.ts). */
  fetchRules: { allowHosts: readonly string[]; maxBytes: number };
  /** The AI's sources, which an AI chart's plan is fetched from again. */
  grounded: GroundingDeps;
}

/** How long a taken chart is left to its instance before another may take it. */
const LEASE_MS = 5 * 60_000;
/** A failed source is tried again sooner than a day, but not every minute. */
const RETRY_MS = 3_600_000;

/**
 * Chart data from a CSV file's address, read with the user's choices (a live chart keeps the ones
 * it was made with); 400 for an address or file we refuse, 502 when it fails.
 */
export async function csvFromUrl(deps: Pick<LiveDeps, 'fetchRules'>, url: string, choices: ReadingChoices = {}, owner?: string) {
  const file = await fetchPublicFile(url, deps.fetchRules);
  // Files of one host take turns with each other, not with uploads.
  return chartFromBytes(owner ?? `url:${new URL(file.url).host}`, file.bytes, fileNameOf(file.url), choices);
}

/**
 * Fresh data from a chart's source. Series keep how the owner set them up (bar or line, stack,
 * axis) when the source still has a series of that name.
 */
async function fetchSourceData(deps: LiveDeps, chart: ChartRow): Promise<{ data: ChartData; sources?: CitedSource[]; decided?: Grounded['decided'] }> {
  if (chart.dataSource === 'query' && chart.plan) {
    const { data, sources, decided } = await groundedData(deps.grounded, chart.plan, { data: chart.data });
    return { data, sources, decided };
  }
  let data: ChartData;
  if (chart.dataSource === 'ticker') {
    const { response } = await dailyPrices(deps, chart.sourceValue ?? '');
    data = priceToChartData(response, chart.chartType);
  } else {
    // Each chart is its own turn: the refresh job reads a few at once, often from one host, and the
    // reader's share per owner would refuse most of them as "busy" (its own parallelism bounds it).
    const { labels, datasets } = await csvFromUrl(deps, chart.sourceValue ?? '', chart.readingChoices ?? {}, `refresh:${chart.id}`);
    data = { labels, datasets };
  }
  const before = new Map(chart.data.datasets.map((d) => [d.label, d]));
  return {
    data: {
      labels: data.labels,
      datasets: data.datasets.map((d) => {
        const old = before.get(d.label);
        return old
          ? {
              ...d,
              ...(old.type ? { type: old.type } : {}),
              ...(old.stacked ? { stacked: old.stacked } : {}),
              ...(old.yAxisID ? { yAxisID: old.yAxisID } : {}),
            }
          : d;
      }),
    },
  };
}

/** Why a source failed, as the API answers it: 400 when the file is the problem, else 502. */
function refreshFailure(error: unknown): HttpError {
  if (error instanceof HttpError && error.status === 400) return error;
  if (error instanceof HttpError) return new BadGatewayError(error.message);
  return new BadGatewayError('The chart’s source could not be read');
}

/**
 * Fetches a chart's source now and stores the result: new data (and a new version) when it
 * changed, or the reason it failed, which is then thrown as a 400 or 502.
 */
export async function refreshChart(deps: LiveDeps, chart: ChartRow): Promise<ChartRow> {
  if (!LIVE_SOURCES.includes(chart.dataSource) || (chart.dataSource === 'query' && !chart.plan)) {
    throw new ConflictError('Only ticker charts, charts from a CSV address and AI charts with their sources can be refreshed');
  }
  const period = REFRESH_PERIOD_MS[chart.dataSource as keyof typeof REFRESH_PERIOD_MS];
  let data: ChartData;
  let options: ChartOptions;
  let sources: CitedSource[] | undefined;
  try {
    let fresh: ChartData;
    let decided: Grounded['decided'];
    ({ data: fresh, sources, decided } = await fetchSourceData(deps, chart));
    // A source may grow past what a chart may hold, or name regions a map cannot show: the last
    // good data stays, with the reason. A scatter plot's groups follow its points: an AI chart's
    // come with its fetch, any other source's points keep the groups their labels had.
    const asked = withDefaultOptions(chart.options);
    const kept =
      chart.chartType === 'scatter' && !decided?.scatter?.groups && asked.scatter
        ? { ...asked, scatter: refreshedScatter(asked.scatter, chart.data, fresh) }
        : asked;
    const stepped = withDecidedOptions(chart.chartType, kept, decided, fresh.labels, false);
    ({ data, options } = preparedData(chart.chartType, fresh, stepped));
  } catch (error) {
    const failure = refreshFailure(error);
    const now = deps.clock.now();
    await deps.db
      .update(charts)
      .set({ refreshError: failure.message, nextRefreshAt: chart.live ? new Date(now.getTime() + Math.min(RETRY_MS, period)) : null })
      .where(eq(charts.id, chart.id));
    throw failure;
  }
  let changed = false;
  // Written on the chart as it is now: an edit made during the fetch is kept, and a chart whose
  // source was changed meanwhile keeps what its new source gives at its own next refresh.
  const row = await writeLocked(deps.db, chart.id, null, (current) => {
    if (current.dataSource !== chart.dataSource || current.sourceValue !== chart.sourceValue || JSON.stringify(current.plan) !== JSON.stringify(chart.plan))
      throw new ConflictError('The chart’s source changed while it was being refreshed: refresh it again');
    const now = deps.clock.now();
    const optionsBefore = withDefaultOptions(current.options);
    // Only what the data decides (a map's region set, a scatter plot's groups and named points)
    // comes from the refresh; the owner's other options stay as they are now, and groups only
    // while the owner still colours by group.
    const regions = options.map?.regions;
    const mapOptions = regions && optionsBefore.map?.regions !== regions ? { map: { ...optionsBefore.map, regions } } : null;
    const { groups, labelled } = options.scatter ?? {};
    const scatter = { ...optionsBefore.scatter, ...(groups && optionsBefore.scatter?.groups ? { groups } : {}), ...(labelled ? { labelled } : {}) };
    const scatterOptions = options.scatter && JSON.stringify(scatter) !== JSON.stringify(optionsBefore.scatter) ? { scatter } : null;
    const newOptions = mapOptions || scatterOptions ? { ...optionsBefore, ...mapOptions, ...scatterOptions } : null;
    changed = newOptions !== null || JSON.stringify(data) !== JSON.stringify(current.data);
    return {
      ...(newOptions ? { options: newOptions } : {}),
      refreshError: null,
      nextRefreshAt: current.live ? new Date(now.getTime() + period) : null,
      ...(changed ? { data, dataUpdatedAt: now, updatedAt: nextVersion(now, current) } : {}),
      // The retrieval dates move with every refresh, but only new numbers make a new version.
      ...(sources ? { sources } : {}),
    };
  });
  if (changed) deps.changes.changed(row.slug);
  return row;
}

/** How long a refresh's result answers the next requests for the same chart instead of a new fetch. */
export const REFRESH_REUSE_MS = 60_000;
/** Fetches one chart's source may be asked for an hour, whoever asks. */
const REFRESHES_PER_CHART_HOUR = 20;

/**
 * Refreshes asked for by owners and their scripts. Each fetch may download a whole file, so
 * requests for a chart whose fetch is under way on this instance wait for it and share its answer,
 * a chart fetched successfully in the last minute and not edited since is answered as that fetch
 * left it, and one chart's source is fetched at most 20 times an hour (429 beyond), across instances.
 * A failed fetch is not reused: the owner who fixes the file may try again at once.
 */
export function refreshOnRequest(deps: LiveDeps): (chart: ChartRow) => Promise<ChartRow> {
  const perChart = createRateLimiter(deps.db, deps.clock, {
    limit: REFRESHES_PER_CHART_HOUR,
    windowMs: 3_600_000,
    message: (seconds) =>
      `This chart’s source was fetched ${REFRESHES_PER_CHART_HOUR} times this hour. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
  });
  const running = new Map<number, Promise<ChartRow>>();
  /** The version each chart's last successful fetch on this instance wrote, and when. */
  const fetched = new Map<number, { version: number; at: number }>();
  const reusable = (chart: ChartRow, now: number) => {
    const last = fetched.get(chart.id);
    return last !== undefined && now - last.at < REFRESH_REUSE_MS && last.version === chart.updatedAt.getTime();
  };
  const refresh = async (chart: ChartRow): Promise<ChartRow> => {
    await perChart.hit([`refresh:chart:${chart.id}`]);
    const row = await refreshChart(deps, chart);
    const now = deps.clock.now().getTime();
    for (const [id, last] of fetched) if (now - last.at >= REFRESH_REUSE_MS) fetched.delete(id);
    fetched.set(chart.id, { version: row.updatedAt.getTime(), at: now });
    return row;
  };
  return (chart) => {
    const under = running.get(chart.id);
    if (under) return under;
    if (reusable(chart, deps.clock.now().getTime())) return Promise.resolve(chart);
    const started = refresh(chart).finally(() => running.delete(chart.id));
    running.set(chart.id, started);
    return started;
  };
}

/** Takes up to `limit` due charts for this instance (see the lease above). */
export async function takeDueCharts(db: Db, now: Date, limit: number): Promise<ChartRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: charts.id })
      .from(charts)
      .where(and(eq(charts.live, true), lte(charts.nextRefreshAt, now)))
      .orderBy(asc(charts.nextRefreshAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(charts)
      .set({ nextRefreshAt: new Date(now.getTime() + LEASE_MS) })
      .where(
        inArray(
          charts.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

/**
 * Refreshes every due chart, a batch at a time with a few fetches in flight, and answers how
 * many were refreshed and how many failed. Failures are recorded on their charts.
 */
export async function refreshDueCharts(deps: LiveDeps, options: { batch?: number; parallel?: number } = {}): Promise<{ refreshed: number; failed: number }> {
  const batch = options.batch ?? 50;
  const parallel = options.parallel ?? 8;
  const totals = { refreshed: 0, failed: 0 };
  for (;;) {
    const taken = await takeDueCharts(deps.db, deps.clock.now(), batch);
    if (taken.length === 0) return totals;
    const queue = [...taken];
    const worker = async () => {
      for (let chart = queue.shift(); chart; chart = queue.shift()) {
        try {
          await refreshChart(deps, chart);
          totals.refreshed++;
        } catch {
          totals.failed++;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, taken.length) }, worker));
  }
}
