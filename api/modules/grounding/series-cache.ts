/** Fetched series in the database: a day fresh for every instance, and older copies for when a source is down. */
import { and, eq, sql } from 'drizzle-orm';
import type { FetchedSeries } from '@shared/ai/fetched-series';
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

export async function cachedSeries(db: Db, key: SeriesKey): Promise<CachedSeries | null> {
  const k = cacheKey(key);
  const [row] = await db
    .select({ series: seriesCache.series, fetchedAt: seriesCache.fetchedAt })
    .from(seriesCache)
    .where(and(eq(seriesCache.source, k.source), eq(seriesCache.indicator, k.indicator), eq(seriesCache.entity, k.entity)));
  return row ?? null;
}

export async function storeSeries(db: Db, key: SeriesKey, series: FetchedSeries, fetchedAt: Date): Promise<void> {
  await db
    .insert(seriesCache)
    .values({ ...cacheKey(key), series, fetchedAt })
    .onConflictDoUpdate({ target: [seriesCache.source, seriesCache.indicator, seriesCache.entity], set: { series, fetchedAt: sql`excluded.fetched_at` } });
}
