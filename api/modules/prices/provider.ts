/**
 * A source of daily prices, and the ways one fails. Every provider answers in Alpha Vantage's
 * TIME_SERIES_DAILY shape (docs/api.md, Ticker prices), whatever its own format.
 */
import type { PriceResponse } from '@shared/reading/price-to-chart';
import type { PriceProviderId } from '@shared/reading/price-providers';
import { readCapped } from '../../lib/read-capped';

export interface PriceProvider {
  readonly name: PriceProviderId;
  fetchDaily(symbol: string): Promise<PriceResponse>;
}

export const PROVIDER_TIMEOUT_MS = 10_000;
/** Compact history, as Alpha Vantage's default: the last 100 trading days. */
export const HISTORY_DAYS = 100;

/**
 * How a provider failed. `unknown-symbol` is an answer (the provider does not know it); every other
 * kind is the provider's own failure, which the chain passes to the next provider.
 */
export type PriceFailureKind = 'unknown-symbol' | 'rate-limited' | 'key-refused' | 'not-data' | 'down' | 'timeout';

/**
 * One provider's failure. `operatorCause` is what the operator reads in the provider's health and the log,
 * without the provider's name (the health table gives it) and never with its key.
 */
export class PriceProviderError extends Error {
  constructor(
    readonly provider: PriceProviderId,
    readonly kind: PriceFailureKind,
    readonly operatorCause: string,
  ) {
    super(`${provider}: ${operatorCause}`);
    this.name = 'PriceProviderError';
  }
}

/**
 * The most a provider's answer may be: decades of daily prices are under 1 MB. A provider that
 * sends more is broken (or not the provider), and its answer is not held in memory to find out.
 */
export const PROVIDER_MAX_BYTES = 8 * 1024 * 1024;

/** Some hosts refuse a request without a User-Agent with a 403 page; ours says who asks. */
const USER_AGENT = 'chart-embed-platform (ticker prices)';

export interface ProviderAnswer {
  status: number;
  text: string;
  contentType: string;
  /** Where a redirect ended, without its query (which may hold a key); null when there was none. */
  redirectedTo: string | null;
}

/** GET with the provider timeout and size limit; a failure to get any answer is a PriceProviderError. */
export async function fetchAnswer(provider: PriceProviderId, url: string, headers: Record<string, string> = {}): Promise<ProviderAnswer> {
  const tooLarge = new PriceProviderError(provider, 'not-data', `sent more than ${PROVIDER_MAX_BYTES / 1024 / 1024} MB, which no price history is`);
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      headers: { accept: 'application/json, text/csv, */*', 'user-agent': USER_AGENT, ...headers },
    });
    const text = await readCapped(response, PROVIDER_MAX_BYTES, () => tooLarge);
    const final = response.redirected ? new URL(response.url) : null;
    return {
      status: response.status,
      text,
      contentType: response.headers.get('content-type') ?? '',
      redirectedTo: final ? `${final.origin}${final.pathname}` : null,
    };
  } catch (error) {
    if (error instanceof PriceProviderError) throw error;
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new PriceProviderError(provider, 'timeout', `did not answer within ${PROVIDER_TIMEOUT_MS / 1000} seconds`);
    }
    // A query string in the message would carry the key (Alpha Vantage and Stooq take it there).
    throw new PriceProviderError(provider, 'down', `could not be reached: ${(error as Error).message.replace(/\?[^\s?]*=\S*/g, '')}`);
  }
}

export function priceResponse(
  symbol: string,
  days: Array<[string, { open: string; high: string; low: string; close: string; volume: string }]>,
): PriceResponse {
  const recent = days.sort(([a], [b]) => (a < b ? 1 : -1)).slice(0, HISTORY_DAYS);
  return {
    'Meta Data': {
      '1. Information': 'Daily Prices (open, high, low, close) and Volumes',
      '2. Symbol': symbol,
      '3. Last Refreshed': recent[0]?.[0] ?? '',
      '4. Output Size': 'Compact',
      '5. Time Zone': 'US/Eastern',
    },
    'Time Series (Daily)': Object.fromEntries(
      recent.map(([day, v]) => [day, { '1. open': v.open, '2. high': v.high, '3. low': v.low, '4. close': v.close, '5. volume': v.volume }]),
    ),
  };
}
