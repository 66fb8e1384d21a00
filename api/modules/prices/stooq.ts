/** Stooq's daily CSV, free and without a key: the default provider. */
import { matchesUpstream } from '../../lib/upstream-shape';
import { fetchText, priceResponse, ProviderRateLimitError, ProviderUnavailableError, UnknownSymbolError, type PriceProvider } from './provider';
import { StooqRow } from './upstream-model';

/** Stooq names US shares with a market suffix (aapl.us); indices (^spx) and suffixed names stay as given. */
export function stooqSymbol(symbol: string): string {
  const lower = symbol.toLowerCase();
  return lower.startsWith('^') || lower.includes('.') ? lower : `${lower}.us`;
}

export function stooq(baseUrl: string): PriceProvider {
  return {
    name: 'stooq',
    async fetchDaily(symbol) {
      const { status, text } = await fetchText(`${baseUrl}/q/d/l/?s=${encodeURIComponent(stooqSymbol(symbol))}&i=d`);
      if (status === 429 || /exceeded the daily hits limit/i.test(text)) throw new ProviderRateLimitError();
      if (status >= 400) throw new ProviderUnavailableError('down');
      const body = text.trim();
      if (body === '' || /^no data/i.test(body)) throw new UnknownSymbolError(symbol);
      const [header, ...lines] = body.split(/\r?\n/);
      if (!/^date,open,high,low,close/i.test(header ?? '')) throw new ProviderUnavailableError('down');
      const columns = header!.toLowerCase().split(',');
      const days: Parameters<typeof priceResponse>[1] = [];
      for (const line of lines) {
        if (line.trim() === '') continue;
        const cells = line.split(',');
        // With a cell too many or too few, no one can say which number belongs to which column.
        if (cells.length !== columns.length) {
          console.warn(`[upstream] Stooq answered a row of ${cells.length} cells under a header of ${columns.length}`);
          throw new ProviderUnavailableError('down');
        }
        const row: unknown = Object.fromEntries(columns.map((name, i) => [name, cells[i]]));
        // Refused rather than skipped: a day quietly left out would chart as if the market had been shut.
        if (!matchesUpstream(StooqRow, row, 'Stooq')) throw new ProviderUnavailableError('down');
        days.push([row.date, { open: row.open, high: row.high, low: row.low, close: row.close, volume: row.volume || '0' }]);
      }
      if (days.length === 0) throw new UnknownSymbolError(symbol);
      return priceResponse(symbol, days);
    },
  };
}
