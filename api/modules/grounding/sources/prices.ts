/**
 * Market prices as a grounded source: the daily closes the price providers give the ticker wizard
 * (through the same price cache), so an AI chart of a ticker shows exactly what a ticker chart does.
 */
import { NotInSourceError, SourceUnavailableError, type DataSource } from './source';
import { HttpError } from '../../../lib/errors';
import { dailyPrices, quotePage, UnknownSymbolError, type PriceDeps } from '../../prices/service';

const FIELDS = { close: '4. close', open: '1. open', high: '2. high', low: '3. low' } as const;

export function pricesSource(deps: PriceDeps): DataSource {
  return {
    id: 'prices',
    async fetchSeries({ indicator, entity }) {
      const field = FIELDS[indicator.toLowerCase() as keyof typeof FIELDS];
      if (!field) throw new NotInSourceError('prices', 'indicator', indicator, Object.keys(FIELDS));
      let prices;
      try {
        prices = await dailyPrices(deps, entity);
      } catch (error) {
        if (error instanceof UnknownSymbolError) throw new NotInSourceError('prices', 'entity', entity);
        // A limit, or a server without a working provider key, is said as it is.
        if (error instanceof HttpError && (error.status === 429 || error.status === 503)) throw error;
        throw new SourceUnavailableError('prices', 'down');
      }
      const { response } = prices;
      const days = response['Time Series (Daily)'];
      const symbol = response['Meta Data']['2. Symbol'] || entity.toUpperCase();
      return {
        source: 'prices',
        indicator: indicator.toLowerCase(),
        entity: entity.toUpperCase(),
        title: `Daily ${indicator.toLowerCase()}`,
        entityName: symbol,
        unit: null,
        points: Object.keys(days)
          .sort()
          .map((day) => [day, Number(days[day]![field])] as [string, number])
          .filter(([, value]) => Number.isFinite(value)),
        url: quotePage(prices.provider, entity),
      };
    },
  };
}
