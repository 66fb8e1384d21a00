/** Stooq's daily CSV, free and without a key: the default provider. */
import { fetchText, priceResponse, ProviderRateLimitError, ProviderUnavailableError, UnknownSymbolError, type PriceProvider } from './provider';

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
      const days = lines
        .map((line) => line.split(','))
        .filter((cells) => /^\d{4}-\d{2}-\d{2}$/.test(cells[0] ?? '') && cells.length >= 5)
        .map(([day, open, high, low, close, volume]) => [day!, { open: open!, high: high!, low: low!, close: close!, volume: volume ?? '0' }] as [string, { open: string; high: string; low: string; close: string; volume: string }]);
      if (days.length === 0) throw new UnknownSymbolError(symbol);
      return priceResponse(symbol, days);
    },
  };
}
