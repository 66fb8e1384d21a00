/** Fetched series in the database: a day fresh for every instance, and older copies for when a source is down. */
import { and, eq, sql } from 'drizzle-orm';
import type { FetchedGroup, FetchedSeries } from '@shared/ai/fetched-series';
import type { Db } from '../../db/client';
import { seriesCache } from '../../db/schema';

export interface SeriesKey {
  source: string;
  indicator: string;
  entity: string;
}

export interface CachedSeries {
  series: FetchedSeries;
  fetchedAt: Date;
}

/** Codes are matched as the sources match them: "usa" and "USA" are one series. */
export const cacheKey = (key: SeriesKey): SeriesKey => ({ source: key.source, indicator: key.indicator.toUpperCase(), entity: key.entity.toUpperCase() });

export interface CachedGroup {
  group: FetchedGroup;
  fetchedAt: Date;
}

/** A group is kept beside the series of its indicator, under an entity no source names: `*2013:2022`. */
export const groupKey = (source: string, indicator: string, from: string, to: string): SeriesKey => ({ source, indicator, entity: `*${from}:${to}` });

export async function cachedGroup(db: Db, key: SeriesKey): Promise<CachedGroup | null> {
  const row = await cachedRow(db, key);
  return row ? { group: row.series as FetchedGroup, fetchedAt: row.fetchedAt } : null;
}

export async function cachedSeries(db: Db, key: SeriesKey): Promise<CachedSeries | null> {
  const row = await cachedRow(db, key);
  return row ? { series: row.series as FetchedSeries, fetchedAt: row.fetchedAt } : null;
}

async function cachedRow(db: Db, key: SeriesKey) {
  const k = cacheKey(key);
  const [row] = await db
    .select({ series: seriesCache.series, fetchedAt: seriesCache.fetchedAt })
    .from(seriesCache)
    .where(and(eq(seriesCache.source, k.source), eq(seriesCache.indicator, k.indicator), eq(seriesCache.entity, k.entity)));
  return row ?? null;
}

export async function storeSeries(db: Db, key: SeriesKey, series: FetchedSeries | FetchedGroup, fetchedAt: Date): Promise<void> {
  await db
    .insert(seriesCache)
    .values({ ...cacheKey(key), series, fetchedAt })
    .onConflictDoUpdate({ target: [seriesCache.source, seriesCache.indicator, seriesCache.entity], set: { series, fetchedAt: sql`excluded.fetched_at` } });
}
