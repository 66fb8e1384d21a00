/**
 * A source of daily prices, and the few ways one fails. Every provider answers in Alpha Vantage's
 * TIME_SERIES_DAILY shape (docs/api.md, Ticker prices), whatever its own format.
 */
import { readCapped } from '../../lib/read-capped';
import type { PriceResponse } from '@shared/price-to-chart';
import { BadGatewayError, HttpError, NotFoundError } from '../../lib/errors';

export interface PriceProvider {
  readonly name: 'alphavantage' | 'stooq';
  fetchDaily(symbol: string): Promise<PriceResponse>;
}

export const PROVIDER_TIMEOUT_MS = 10_000;
/** Compact history, as Alpha Vantage's default: the last 100 trading days. */
export const HISTORY_DAYS = 100;

export class UnknownSymbolError extends NotFoundError {
  constructor(symbol: string) {
    super(`Unknown ticker symbol "${symbol}"`);
  }
}

export class ProviderRateLimitError extends HttpError {
  constructor() {
    super(429, 'The price provider is limiting how often we may ask. Please try again in a minute.');
  }
}

export class ProviderUnavailableError extends BadGatewayError {
  constructor(detail: 'timeout' | 'down') {
    super(
      detail === 'timeout'
        ? 'The price provider did not answer within 10 seconds. Please try again later.'
        : 'The price provider is unavailable right now. Please try again later.',
    );
  }
}

/**
 * The most a provider's answer may be: decades of daily prices are under 1 MB. A provider that
 * sends more is broken (or not the provider), and its answer is not held in memory to find out.
 */
export const PROVIDER_MAX_BYTES = 8 * 1024 * 1024;

/** GET with the provider timeout and size limit; failures, timeouts and huge answers become ProviderUnavailableError. */
export async function fetchText(url: string): Promise<{ status: number; text: string }> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS), headers: { accept: 'application/json, text/csv, */*' } });
    const text = await readCapped(response, PROVIDER_MAX_BYTES, () => new ProviderUnavailableError('down'));
    return { status: response.status, text };
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      console.error(`[prices] the provider's answer was larger than ${PROVIDER_MAX_BYTES} bytes`);
      throw error;
    }
    const name = (error as Error).name;
    throw new ProviderUnavailableError(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'down');
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
