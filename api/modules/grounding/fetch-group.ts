/**
 * Fetches a group plan's series: every country of one indicator, in one call or a few (the World
 * Bank's `/country/all`, OWID's whole CSV), never one call per country. Cached as a series is, a day
 * fresh for every instance; a source that is down is answered by the last copy, with its date.
 */
import type { ChartPlan } from '@shared/ai/ai-plan';
import { HttpError } from '../../lib/errors';
import { operatorCause } from '../../lib/upstream-health';
import { SERIES_FRESH_MS, type GroundingDeps } from './fetch-plan';
import { cachedGroup, groupKey, storeSeries, type CachedGroup } from './series-cache';
import { NotInSourceError, SourceUnavailableError } from './sources/source';

/** Years a map without `at` looks back over for the latest most countries have. */
export const MAP_LOOKBACK_YEARS = 10;

const inflight = new Map<string, Promise<CachedGroup>>();

/** The whole years a map plan needs: its `at`, or the last ones complete. */
export function groupYears(plan: Pick<ChartPlan, 'at'>, now: Date): { from: string; to: string } {
  if (plan.at) return { from: plan.at.slice(0, 4), to: plan.at.slice(0, 4) };
  const last = now.getUTCFullYear() - 1;
  return { from: String(last - MAP_LOOKBACK_YEARS + 1), to: String(last) };
}

/** One series template of a group plan (a map's only one; a scatter plot's or a table's each); simultaneous questions for one share one fetch. */
export function fetchGroup(deps: GroundingDeps, plan: ChartPlan, index = 0): Promise<CachedGroup> {
  const template = plan.series[index]!;
  const { from, to } = groupYears(plan, deps.clock.now());
  const id = `${template.source}|${template.indicator.toUpperCase()}|${from}:${to}`;
  const running = inflight.get(id);
  if (running) return running;
  const task = load(deps, { source: template.source, indicator: template.indicator, from, to }).finally(() => inflight.delete(id));
  inflight.set(id, task);
  return task;
}

async function load(deps: GroundingDeps, request: { source: ChartPlan['series'][number]['source']; indicator: string; from: string; to: string }) {
  const now = deps.clock.now();
  const key = groupKey(request.source, request.indicator, request.from, request.to);
  const cached = await cachedGroup(deps.db, key);
  if (cached && now.getTime() - cached.fetchedAt.getTime() < SERIES_FRESH_MS) return cached;
  const id = request.source;
  const { source, http } = deps.sources[id];
  if (id === 'prices' || !source.fetchGroup) throw new NotInSourceError(id, 'entity', 'every country of a group');
  try {
    const group = await source.fetchGroup({ indicator: request.indicator, from: request.from, to: request.to }, http);
    deps.health?.succeeded(id);
    await storeSeries(deps.db, key, group, now);
    return { group, fetchedAt: now };
  } catch (error) {
    if (error instanceof NotInSourceError) deps.health?.succeeded(id);
    else deps.health?.failed(id, operatorCause(error));
    if (cached && error instanceof HttpError && (error instanceof SourceUnavailableError || error.status >= 500)) {
      console.warn(`[ai] ${request.source} failed (${error.message}); answering the map from the copy of ${cached.fetchedAt.toISOString()}`);
      return cached;
    }
    throw error;
  }
}
