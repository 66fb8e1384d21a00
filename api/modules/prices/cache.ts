/** The price cache: one entry per symbol per trading day, shared by every instance. */
import { and, desc, eq } from 'drizzle-orm';
import type { PriceResponse } from '@shared/reading/price-to-chart';
import type { Db } from '../../db/client';
import { priceCache } from '../../db/schema';
import { priceResponse } from './provider';

export interface CachedPrices {
  response: PriceResponse;
  /** Who answered it (an id of PRICE_PROVIDER_IDS for answers stored since there were several). */
  provider: string;
  fetchedAt: Date;
}

export async function cachedPrices(db: Db, symbol: string, day?: string): Promise<CachedPrices | null> {
  const [row] = await db
    .select({ payload: priceCache.payload, provider: priceCache.provider, fetchedAt: priceCache.fetchedAt })
    .from(priceCache)
    .where(day ? and(eq(priceCache.symbol, symbol), eq(priceCache.tradingDay, day)) : eq(priceCache.symbol, symbol))
    .orderBy(desc(priceCache.tradingDay))
    .limit(1);
  const payload = row?.payload as PriceResponse | undefined;
  return row && payload ? { response: inProviderOrder(payload), provider: row.provider, fetchedAt: row.fetchedAt } : null;
}

/**
 * jsonb keeps no key order (it sorts keys by length, then by bytes), so a cached answer comes back
 * with its days oldest first and its meta data shuffled. It is rebuilt as a fresh answer is built,
 * newest day first, so that the order never depends on where the answer came from.
 */
function inProviderOrder(cached: PriceResponse): PriceResponse {
  const days = Object.entries(cached['Time Series (Daily)'] ?? {}).map(([day, bar]): Parameters<typeof priceResponse>[1][number] => [
    day,
    { open: bar['1. open'], high: bar['2. high'], low: bar['3. low'], close: bar['4. close'], volume: bar['5. volume'] },
  ]);
  return priceResponse(cached['Meta Data']?.['2. Symbol'] ?? '', days);
}

export async function storePrices(db: Db, symbol: string, day: string, provider: string, payload: PriceResponse): Promise<void> {
  await db
    .insert(priceCache)
    .values({ symbol, tradingDay: day, provider, payload })
    .onConflictDoUpdate({ target: [priceCache.symbol, priceCache.tradingDay], set: { payload, provider, fetchedAt: new Date() } });
}
