/**
 * Daily prices for a symbol: from today's cache entry if there is one, else from the provider
 * (then cached). When the provider fails, the latest cached series is served and marked stale.
 * Simultaneous requests for one symbol share one provider call.
 */
import type { PriceResponse } from '@shared/price-to-chart';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { cachedPrices, storePrices } from './cache';
import { UnknownSymbolError, type PriceProvider } from './provider';

export interface PriceDeps {
  db: Db;
  clock: Clock;
  provider: PriceProvider;
}

export interface Prices {
  response: PriceResponse;
  stale: boolean;
}

const inflight = new Map<string, Promise<Prices>>();

export function dailyPrices(deps: PriceDeps, rawSymbol: string): Promise<Prices> {
  const symbol = rawSymbol.toUpperCase();
  const running = inflight.get(symbol);
  if (running) return running;
  const task = load(deps, symbol).finally(() => inflight.delete(symbol));
  inflight.set(symbol, task);
  return task;
}

async function load(deps: PriceDeps, symbol: string): Promise<Prices> {
  const today = deps.clock.now().toISOString().slice(0, 10);
  const fresh = await cachedPrices(deps.db, symbol, today);
  if (fresh) return { response: fresh, stale: false };
  try {
    const response = await deps.provider.fetchDaily(symbol);
    await storePrices(deps.db, symbol, today, deps.provider.name, response);
    return { response, stale: false };
  } catch (error) {
    if (error instanceof UnknownSymbolError) throw error;
    const old = await cachedPrices(deps.db, symbol);
    if (old) return { response: old, stale: true };
    throw error;
  }
}
