import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Daily prices for a ticker, keyed by the upper-cased symbol. */
export const priceQuery = (symbol: string) => {
  const ticker = symbol.trim().toUpperCase();
  return queryOptions({ queryKey: ['/api/price/:symbol', ticker] as const, queryFn: () => api('GET /api/price/:symbol', { params: { symbol: ticker } }) });
};
