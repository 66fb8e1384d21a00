import { Elysia } from 'elysia';
import type { Config } from '../../lib/config';
import { alphaVantage } from './alpha-vantage';
import { PriceAnswer, SymbolParams } from './model';
import { dailyPrices, type PriceDeps } from './service';
import { stooq } from './stooq';

/** `GET /api/price/{symbol}`: daily prices, from Alpha Vantage with a key, else Stooq. */
export function pricesModule(deps: Omit<PriceDeps, 'provider'> & { config: Config }) {
  const { alphaVantage: av, stooqBaseUrl } = deps.config;
  const provider = av.apiKey ? alphaVantage(av.baseUrl, av.apiKey) : stooq(stooqBaseUrl);
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
