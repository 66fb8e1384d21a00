import type { PriceProviderId } from '@shared/price-providers';
import type { Clock } from '../../lib/clock';
import type { Config } from '../../lib/config';
import { configuredPriceProviders } from '../../lib/price-providers';
import type { UpstreamHealth } from '../../lib/upstream-health';
import { alphaVantage } from './alpha-vantage';
import { priceChain, type PriceChain } from './price-chain';
import type { PriceProvider } from './provider';
import { stooq } from './stooq';
import { tiingo } from './tiingo';

/** The app's price chain: each provider with a key, in the order of PRICE_PROVIDERS. */
export function configuredPriceChain(config: Config, clock: Clock, health?: Pick<UpstreamHealth, 'succeeded' | 'failed'>): PriceChain {
  const make: Record<PriceProviderId, () => PriceProvider> = {
    alphavantage: () => alphaVantage(config.alphaVantage.baseUrl, config.alphaVantage.apiKey!),
    tiingo: () => tiingo(config.tiingo.baseUrl, config.tiingo.apiKey!, clock),
    stooq: () => stooq(config.stooq.baseUrl, config.stooq.apiKey!),
  };
  return priceChain(
    configuredPriceProviders(config).map((id) => make[id]()),
    health,
  );
}
