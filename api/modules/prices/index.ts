import { Elysia } from 'elysia';
import type { Config } from '../../lib/config';
import { choosePriceProvider } from './choose-provider';
import { PriceAnswer, SymbolParams } from './model';
import { dailyPrices, type PriceDeps } from './service';

/** `GET /api/price/{symbol}`: daily prices, from Alpha Vantage with a key, else Stooq. */
export function pricesModule(deps: Omit<PriceDeps, 'provider'> & { config: Config }) {
  const provider = choosePriceProvider(deps.config);
  return new Elysia({ name: 'prices' }).get(
    '/api/price/:symbol',
    async ({ params, set }) => {
      const { response, stale } = await dailyPrices({ ...deps, provider }, params.symbol);
      set.headers['cache-control'] = 'private, max-age=300';
      if (stale) {
        // The provider failed; this is the newest series we had.
        set.headers['x-price-stale'] = 'true';
        set.headers.warning = '110 - "Response is Stale"';
      }
      return response;
    },
    { params: SymbolParams, response: PriceAnswer, detail: { summary: 'Daily prices for a ticker symbol', tags: ['data'] } },
  );
}
