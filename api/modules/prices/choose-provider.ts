import type { Config } from '../../lib/config';
import { alphaVantage } from './alpha-vantage';
import type { PriceProvider } from './provider';
import { stooq } from './stooq';

/** Alpha Vantage with a key, else Stooq (no key needed). */
export function choosePriceProvider(config: Pick<Config, 'alphaVantage' | 'stooqBaseUrl'>): PriceProvider {
  const { alphaVantage: av, stooqBaseUrl } = config;
  return av.apiKey ? alphaVantage(av.baseUrl, av.apiKey) : stooq(stooqBaseUrl);
}
