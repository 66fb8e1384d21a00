/**
 * Fetches every series a plan names, in parallel: from the series cache when it is less than a
 * day old, else from the source (then cached). A source that is down is answered by the last
 * copy cached, with its date; a code a source does not know is a miss the model may correct.
 */
import type { ChartPlan, PlanSeries } from '@shared/ai/ai-plan';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { cachedSeries, cacheKey, storeSeries, type CachedSeries } from './series-cache';
import type { Sources } from './sources/registry';
import { NotInSourceError, SourceUnavailableError } from './sources/source';
import { operatorCause, type UpstreamHealth } from '../../lib/upstream-health';

export const SERIES_FRESH_MS = 24 * 3_600_000;

export interface GroundingDeps {
  db: Db;
  clock: Clock;
  sources: Sources;
  /** Where each source's outcomes are recorded for the operator (lib/upstream-health.ts). */
  health?: Pick<UpstreamHealth, 'succeeded' | 'failed'>;
}

export type PlanFetch = { ok: true; series: CachedSeries[] } | { ok: false; misses: Array<{ index: number; error: NotInSourceError }> };

const inflight = new Map<string, Promise<CachedSeries>>();

export async function fetchPlan(deps: GroundingDeps, plan: ChartPlan): Promise<PlanFetch> {
  const results = await Promise.allSettled(plan.series.map((series) => fetchOne(deps, series)));
  const misses = results.flatMap((result, index) =>
    result.status === 'rejected' && result.reason instanceof NotInSourceError ? [{ index, error: result.reason }] : [],
  );
  // A source that failed is a failure of the whole answer: no chart with a series silently missing.
  const failed = results.find((result) => result.status === 'rejected' && !(result.reason instanceof NotInSourceError));
  if (failed) throw (failed as PromiseRejectedResult).reason;
  if (misses.length > 0) return { ok: false, misses };
  return { ok: true, series: results.map((result) => (result as PromiseFulfilledResult<CachedSeries>).value) };
}

/** Simultaneous questions naming one series share one fetch. */
function fetchOne(deps: GroundingDeps, series: PlanSeries): Promise<CachedSeries> {
  const key = cacheKey(series);
  const id = `${key.source}|${key.indicator}|${key.entity}`;
  const running = inflight.get(id);
  if (running) return running;
  const task = load(deps, series).finally(() => inflight.delete(id));
  inflight.set(id, task);
  return task;
}

async function load(deps: GroundingDeps, series: PlanSeries): Promise<CachedSeries> {
  const now = deps.clock.now();
  const cached = await cachedSeries(deps.db, series);
  if (cached && now.getTime() - cached.fetchedAt.getTime() < SERIES_FRESH_MS) return cached;
  const { source, http } = deps.sources[series.source];
  try {
    const fetched = await source.fetchSeries({ indicator: series.indicator, entity: series.entity }, http);
    if (series.source !== 'prices') deps.health?.succeeded(series.source);
    await storeSeries(deps.db, series, fetched, now);
    return { series: fetched, fetchedAt: now };
  } catch (error) {
    // A code the source does not know is the plan's miss, not the source's; prices report through their providers.
    if (series.source !== 'prices') {
      if (error instanceof NotInSourceError) deps.health?.succeeded(series.source);
      else deps.health?.failed(series.source, operatorCause(error));
    }
    // The cached copy, dated by its fetchedAt, beats no chart when the source is down or slow.
    if (cached && error instanceof HttpError && (error instanceof SourceUnavailableError || error.status >= 500)) {
      console.warn(`[ai] ${series.source} failed (${error.message}); answering from the copy of ${cached.fetchedAt.toISOString()}`);
      return cached;
    }
    throw error;
  }
}
