/**
 * Daily prices for a symbol: from today's cache entry if there is one, else from the price chain
 * (then cached). When every provider fails, the latest cached series is served, marked stale with
 * the time it was fetched. Simultaneous requests for one symbol share one provider call.
 */
import type { PriceResponse } from '@shared/reading/price-to-chart';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Config } from '../../lib/config';
import type { UpstreamProbe } from '../../lib/upstream-probe';
import { cachedPrices, storePrices } from './cache';
import type { PriceChain } from './price-chain';
import { UnknownSymbolError } from './price-errors';
import { configuredPriceClients, priceProbes } from './price-providers';
import { stooqSymbol } from './stooq';

export type { PriceChain };
/** The app makes one chain, which the ticker route, live charts and the AI's prices all ask through. */
export { configuredPriceChain } from './price-providers';
/** The longest one provider is waited for: the app's handlers allow for it. */
export { PROVIDER_TIMEOUT_MS } from './provider';
/** What dailyPrices throws for a symbol no provider knows: the AI's price source tells it from an outage. */
export { UnknownSymbolError };

export interface PriceDeps {
  db: Db;
  clock: Clock;
  prices: PriceChain;
}

export interface Prices {
  response: PriceResponse;
  stale: boolean;
  /** Who answered these prices. */
  provider: string;
  fetchedAt: Date;
}

/** A page a reader can open for a symbol's prices: the provider's quote page where it has one. */
export function quotePage(provider: string, symbol: string): string {
  if (provider === 'stooq') return `https://stooq.com/q/?s=${encodeURIComponent(stooqSymbol(symbol))}`;
  // Their API addresses need a key, and a page per symbol is not one we can vouch for; cite the provider.
  return provider === 'tiingo' ? 'https://www.tiingo.com/' : 'https://www.alphavantage.co/';
}

/** One probe per provider with a key, each asking it directly rather than through the chain. */
export function providerProbes(config: Config, clock: Clock): UpstreamProbe[] {
  return priceProbes(configuredPriceClients(config, clock));
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
  const now = deps.clock.now();
  const today = now.toISOString().slice(0, 10);
  const fresh = await cachedPrices(deps.db, symbol, today);
  if (fresh) return { ...fresh, stale: false };
  try {
    const { response, provider } = await deps.prices.fetchDaily(symbol);
    await storePrices(deps.db, symbol, today, provider, response);
    return { response, provider, fetchedAt: now, stale: false };
  } catch (error) {
    if (error instanceof UnknownSymbolError) throw error;
    const old = await cachedPrices(deps.db, symbol);
    if (!old) throw error;
    console.warn(`[prices] ${symbol}: ${(error as Error).message} Answering the copy of ${old.fetchedAt.toISOString()}.`);
    return { ...old, stale: true };
  }
}
