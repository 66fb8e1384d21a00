import { queryOptions } from '@tanstack/react-query';
import type { PriceResponse } from '../../../../../shared/price-to-chart';

/** `GET /api/price/{symbol}` with the app's query function (the key's first element is the URL). */
export const priceQuery = (symbol: string) =>
  queryOptions<PriceResponse>({ queryKey: [`/api/price/${encodeURIComponent(symbol.trim().toUpperCase())}`] });
