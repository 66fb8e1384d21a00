import type { PriceProviderId } from '@shared/reading/price-providers';
import type { Config } from './config';

/** The providers this server asks for prices, in order: those `PRICE_PROVIDERS` names that have a key. */
export function configuredPriceProviders(config: Pick<Config, 'priceProviders' | 'alphaVantage' | 'tiingo' | 'stooq'>): PriceProviderId[] {
  const keys: Record<PriceProviderId, string | null> = {
    alphavantage: config.alphaVantage.apiKey,
    tiingo: config.tiingo.apiKey,
    stooq: config.stooq.apiKey,
  };
  return config.priceProviders.filter((id) => keys[id] !== null);
}
