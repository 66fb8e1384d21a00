/** Which outside services this server's configuration lets it call. */
import type { Config } from './config';
import { configuredPriceProviders } from './price-providers';
import type { UpstreamId } from './upstream-health';

export function configuredUpstreams(config: Config): Record<UpstreamId, boolean> {
  const prices = configuredPriceProviders(config);
  return {
    // The open-data sources need no key: a base URL always has its default.
    worldbank: true,
    imf: true,
    owid: true,
    sec: true,
    // A price provider is asked when it has a key and PRICE_PROVIDERS names it (modules/prices/price-providers.ts).
    alphavantage: prices.includes('alphavantage'),
    tiingo: prices.includes('tiingo'),
    stooq: prices.includes('stooq'),
  };
}
