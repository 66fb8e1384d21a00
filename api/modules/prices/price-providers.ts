import type { PriceProviderId } from '@shared/reading/price-providers';
import type { Clock } from '../../lib/clock';
import type { Config } from '../../lib/config';
import { configuredPriceProviders } from '../../lib/price-providers';
import type { UpstreamHealth } from '../../lib/upstream-health';
import type { UpstreamProbe } from '../../lib/upstream-probe';
import { alphaVantage } from './alpha-vantage';
import { priceChain, type PriceChain } from './price-chain';
import type { PriceProvider } from './provider';
import { stooq } from './stooq';
import { tiingo } from './tiingo';

/** Each provider with a key, in the order of PRICE_PROVIDERS. */
export function configuredPriceClients(config: Config, clock: Clock): PriceProvider[] {
  const make: Record<PriceProviderId, () => PriceProvider> = {
    alphavantage: () => alphaVantage(config.alphaVantage.baseUrl, config.alphaVantage.apiKey!),
    tiingo: () => tiingo(config.tiingo.baseUrl, config.tiingo.apiKey!, clock),
    stooq: () => stooq(config.stooq.baseUrl, config.stooq.apiKey!),
  };
  return configuredPriceProviders(config).map((id) => make[id]());
}

/** The app's price chain over those providers. */
export function configuredPriceChain(config: Config, clock: Clock, health?: Pick<UpstreamHealth, 'succeeded' | 'failed'>): PriceChain {
  return priceChain(configuredPriceClients(config, clock), health);
}

/** One probe per provider: a year of a share every provider has. */
export function priceProbes(providers: readonly PriceProvider[]): UpstreamProbe[] {
  return providers.map((provider) => ({ id: provider.name, asks: 'daily prices of AAPL', run: () => provider.fetchDaily('AAPL') }));
}
