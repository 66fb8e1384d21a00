/**
 * What a reader is told when no provider gave prices. The operator's version, naming the provider
 * and what it sent, is in the provider's health and the log (price-chain.ts).
 */
import { NO_PRICE_PROVIDER } from '@shared/reading/price-providers';
import { BadGatewayError, HttpError, NotFoundError, ServiceUnavailableError } from '../../lib/errors';
import { PROVIDER_TIMEOUT_MS, type PriceProviderError } from './provider';

export class UnknownSymbolError extends NotFoundError {
  constructor(symbol: string) {
    super(`Unknown ticker symbol "${symbol}"`);
  }
}

/** No provider has a key: a fact about the server, said the same way in the builder. */
export class NoPriceProviderError extends ServiceUnavailableError {
  constructor() {
    super(NO_PRICE_PROVIDER);
  }
}

/** The reader's error for a provider's own failure. */
export function readerError(failure: PriceProviderError): HttpError {
  switch (failure.kind) {
    case 'key-refused':
      return new ServiceUnavailableError("Prices are not available right now: the server's price provider key was refused. The operator has been told.");
    case 'rate-limited':
      return new HttpError(429, 'The price provider is limiting how often we may ask. Please try again later.');
    case 'timeout':
      return new HttpError(504, `The price provider did not answer within ${PROVIDER_TIMEOUT_MS / 1000} seconds. Please try again later.`);
    case 'not-data':
      return new BadGatewayError('The price provider answered with something other than prices. Please try again later.');
    case 'down':
    case 'unknown-symbol':
      return new BadGatewayError('The price provider is unavailable right now. Please try again later.');
  }
}
