/**
 * The services ticker prices come from, and the words the API and the builder share about them.
 * Each needs a key of the operator's (Stooq too, since 2026), so a server may have none.
 */
export const PRICE_PROVIDER_IDS = ['alphavantage', 'tiingo', 'stooq'] as const;
export type PriceProviderId = (typeof PRICE_PROVIDER_IDS)[number];

export const PRICE_PROVIDER_NAMES: Record<PriceProviderId, string> = { alphavantage: 'Alpha Vantage', tiingo: 'Tiingo', stooq: 'Stooq' };

/** The variable that holds each provider's key. */
export const PRICE_PROVIDER_KEYS: Record<PriceProviderId, string> = {
  alphavantage: 'ALPHAVANTAGE_API_KEY',
  tiingo: 'TIINGO_API_KEY',
  stooq: 'STOOQ_API_KEY',
};

/** What a server without a price provider says, before a ticker is typed and when one is anyway. */
export const NO_PRICE_PROVIDER = 'Ticker charts need a price provider: set ALPHAVANTAGE_API_KEY, TIINGO_API_KEY or STOOQ_API_KEY on the server.';
