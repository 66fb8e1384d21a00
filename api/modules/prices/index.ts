import { Elysia } from 'elysia';
import { PriceAnswer } from '@shared/api/data-answers';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PriceChain } from './price-chain';
import { dailyPrices } from './service';
import { SymbolParams } from './model';

/** `GET /api/price/{symbol}`: daily prices, from the first configured provider that answers. */
export function pricesModule(deps: { db: Db; clock: Clock; prices: PriceChain }) {
  return new Elysia({ name: 'prices' }).get(
    '/api/price/:symbol',
    async ({ params, set }) => {
      const { response, stale, fetchedAt } = await dailyPrices(deps, params.symbol);
      set.headers['cache-control'] = 'private, max-age=300';
      if (stale) {
        // Every provider failed; this is the newest series we had, and when we fetched it.
        set.headers['x-price-stale'] = 'true';
        set.headers['x-price-fetched-at'] = fetchedAt.toISOString();
        set.headers.warning = '110 - "Response is Stale"';
      }
      return response;
    },
    { params: SymbolParams, response: PriceAnswer, detail: { summary: 'Daily prices for a ticker symbol', tags: ['data'] } },
  );
}
