import { describe, expect, it } from 'vitest';
import type { PriceProviderId } from '@shared/reading/price-providers';
import { NO_PRICE_PROVIDER } from '@shared/reading/price-providers';
import { HttpError } from '../../lib/errors';
import { priceChain } from './price-chain';
import { UnknownSymbolError } from './price-errors';
import { PriceProviderError, priceResponse, type PriceFailureKind, type PriceProvider } from './provider';

const prices = priceResponse('IBM', [['2024-01-02', { open: '1', high: '2', low: '1', close: '2', volume: '10' }]]);

/** A provider that answers prices, or fails as `kind`; it counts what it was asked. */
function provider(name: PriceProviderId, outcome: PriceFailureKind | 'prices', asked: string[]): PriceProvider {
  return {
    name,
    async fetchDaily(symbol) {
      asked.push(`${name}:${symbol}`);
      if (outcome === 'prices') return prices;
      throw new PriceProviderError(name, outcome, `failed as ${outcome}`);
    },
  };
}

function healthLog() {
  const log: string[] = [];
  return { log, health: { succeeded: (id: string) => log.push(`${id} ok`), failed: (id: string, cause: string) => log.push(`${id} failed: ${cause}`) } };
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('answered');
}

describe('the price chain', () => {
  it('asks the next provider when one fails for its own reasons, and records both outcomes', async () => {
    const asked: string[] = [];
    const { log, health } = healthLog();
    const chain = priceChain([provider('alphavantage', 'key-refused', asked), provider('stooq', 'prices', asked)], health);
    expect(await chain.fetchDaily('IBM')).toEqual({ response: prices, provider: 'stooq' });
    expect(asked).toEqual(['alphavantage:IBM', 'stooq:IBM']);
    expect(log).toEqual(['alphavantage failed: failed as key-refused', 'stooq ok']);
  });

  it('stops at the first provider that answers', async () => {
    const asked: string[] = [];
    await priceChain([provider('tiingo', 'prices', asked), provider('stooq', 'prices', asked)]).fetchDaily('IBM');
    expect(asked).toEqual(['tiingo:IBM']);
  });

  it('asks the next provider about a symbol one does not know, which is no failure of that provider', async () => {
    const asked: string[] = [];
    const { log, health } = healthLog();
    const chain = priceChain([provider('tiingo', 'unknown-symbol', asked), provider('stooq', 'prices', asked)], health);
    expect((await chain.fetchDaily('^SPX')).provider).toBe('stooq');
    expect(log).toEqual(['tiingo ok', 'stooq ok']);
  });

  it('calls a symbol unknown only when every provider said so', async () => {
    const asked: string[] = [];
    const error = await rejection(priceChain([provider('tiingo', 'unknown-symbol', asked), provider('stooq', 'unknown-symbol', asked)]).fetchDaily('ZZZZ'));
    expect(error).toBeInstanceOf(UnknownSymbolError);
    expect(error.status).toBe(404);
  });

  it('tells of the failure when another provider failed, since the symbol may be one only it has', async () => {
    const error = await rejection(priceChain([provider('tiingo', 'unknown-symbol', []), provider('stooq', 'down', [])]).fetchDaily('^SPX'));
    expect([error.status, error.message]).toEqual([502, 'The price provider is unavailable right now. Please try again later.']);
  });

  it.each([
    ['key-refused', 503, "Prices are not available right now: the server's price provider key was refused. The operator has been told."],
    ['not-data', 502, 'The price provider answered with something other than prices. Please try again later.'],
    ['rate-limited', 429, 'The price provider is limiting how often we may ask. Please try again later.'],
    ['timeout', 504, 'The price provider did not answer within 10 seconds. Please try again later.'],
    ['down', 502, 'The price provider is unavailable right now. Please try again later.'],
  ] as const)('answers a reader %s as %i', async (kind, status, message) => {
    const error = await rejection(priceChain([provider('alphavantage', kind, [])]).fetchDaily('IBM'));
    expect([error.status, error.message]).toEqual([status, message]);
  });

  it('tells of the first provider that failed, in the configured order', async () => {
    const error = await rejection(priceChain([provider('alphavantage', 'rate-limited', []), provider('stooq', 'key-refused', [])]).fetchDaily('IBM'));
    expect(error.status).toBe(429);
  });

  it('says how a server gets prices when it has no provider', async () => {
    const error = await rejection(priceChain([]).fetchDaily('IBM'));
    expect([error.status, error.message]).toEqual([503, NO_PRICE_PROVIDER]);
  });
});
