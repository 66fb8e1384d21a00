/** The price cache: one entry per symbol per trading day, shared by every instance. */
import { and, desc, eq } from 'drizzle-orm';
import type { PriceResponse } from '../../../shared/price-to-chart';
import type { Db } from '../../db/client';
import { priceCache } from '../../db/schema';

export async function cachedPrices(db: Db, symbol: string, day?: string): Promise<PriceResponse | null> {
  const [row] = await db
    .select({ payload: priceCache.payload })
    .from(priceCache)
    .where(day ? and(eq(priceCache.symbol, symbol), eq(priceCache.tradingDay, day)) : eq(priceCache.symbol, symbol))
    .orderBy(desc(priceCache.tradingDay))
    .limit(1);
  return (row?.payload as PriceResponse | undefined) ?? null;
}

export async function storePrices(db: Db, symbol: string, day: string, provider: string, payload: PriceResponse): Promise<void> {
  await db
    .insert(priceCache)
    .values({ symbol, tradingDay: day, provider, payload })
    .onConflictDoUpdate({ target: [priceCache.symbol, priceCache.tradingDay], set: { payload, provider, fetchedAt: new Date() } });
}
