/**
 * The price providers, asked in the configured order until one answers. Made once per app
 * (app/module-context.ts) and shared by the ticker route, live charts and the AI's prices source.
 *
 * A provider's own failure (its limit, a refused key, an outage, a page that is not data) is
 * recorded in its health and the next provider is asked. A symbol one provider does not know is
 * asked of the next one too: their coverage differs (Stooq has indices, Tiingo has none), and
 * Alpha Vantage's "unknown symbol" notice also comes for calls it simply failed. So a symbol is
 * called unknown only when every provider said so; when one of them failed instead, the symbol may
 * be one only it has, and the reader is told of that failure.
 */
import type { PriceResponse } from '@shared/reading/price-to-chart';
import { PRICE_PROVIDER_NAMES, type PriceProviderId } from '@shared/reading/price-providers';
import type { UpstreamHealth } from '../../lib/upstream-health';
import { NoPriceProviderError, readerError, UnknownSymbolError } from './price-errors';
import { PriceProviderError, type PriceProvider } from './provider';

export interface PriceChain {
  /** The providers asked, in order; empty when none has a key. */
  readonly providers: readonly PriceProviderId[];
  fetchDaily(symbol: string): Promise<{ response: PriceResponse; provider: PriceProviderId }>;
}

export function priceChain(providers: readonly PriceProvider[], health?: Pick<UpstreamHealth, 'succeeded' | 'failed'>): PriceChain {
  return {
    providers: providers.map((provider) => provider.name),
    async fetchDaily(symbol) {
      if (providers.length === 0) throw new NoPriceProviderError();
      const failures: PriceProviderError[] = [];
      for (const provider of providers) {
        try {
          const response = await provider.fetchDaily(symbol);
          health?.succeeded(provider.name);
          return { response, provider: provider.name };
        } catch (error) {
          if (!(error instanceof PriceProviderError)) throw error;
          failures.push(error);
          // Not knowing a symbol is an answer as documented, not a failure of the provider.
          if (error.kind === 'unknown-symbol') health?.succeeded(provider.name);
          else if (health) health.failed(provider.name, error.operatorCause);
          else console.warn(`[prices] ${PRICE_PROVIDER_NAMES[provider.name]} ${error.operatorCause}`);
        }
      }
      const failed = failures.find((failure) => failure.kind !== 'unknown-symbol');
      throw failed ? readerError(failed) : new UnknownSymbolError(symbol);
    },
  };
}
