/** Alpha Vantage's TIME_SERIES_DAILY (needs ALPHAVANTAGE_API_KEY). */
import { matchesUpstream } from '../../lib/upstream-shape';
import { fetchText, priceResponse, ProviderRateLimitError, ProviderUnavailableError, UnknownSymbolError, type PriceProvider } from './provider';
import { AlphaVantageDaily } from './upstream-model';

export function alphaVantage(baseUrl: string, apiKey: string): PriceProvider {
  return {
    name: 'alphavantage',
    async fetchDaily(symbol) {
      const url = `${baseUrl}/query?function=TIME_SERIES_DAILY&symbol=${encodeURIComponent(symbol)}&outputsize=compact&apikey=${encodeURIComponent(apiKey)}`;
      const { status, text } = await fetchText(url);
      if (status === 429) throw new ProviderRateLimitError();
      if (status >= 400) throw new ProviderUnavailableError('down');
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new ProviderUnavailableError('down');
      }
      if (!matchesUpstream(AlphaVantageDaily, body, 'Alpha Vantage')) throw new ProviderUnavailableError('down');
      // Their errors come as 200s: "Error Message" for unknown symbols, "Note"/"Information" for limits.
      if (body['Error Message'] !== undefined) throw new UnknownSymbolError(symbol);
      if (body.Note !== undefined || body.Information !== undefined) throw new ProviderRateLimitError();
      const series = body['Time Series (Daily)'];
      if (!series || Object.keys(series).length === 0) throw new UnknownSymbolError(symbol);
      return priceResponse(
        symbol,
        Object.entries(series).map(([day, bar]) => [
          day,
          { open: bar['1. open'], high: bar['2. high'], low: bar['3. low'], close: bar['4. close'], volume: bar['5. volume'] },
        ]),
      );
    },
  };
}
