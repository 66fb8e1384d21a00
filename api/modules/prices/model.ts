import { t } from 'elysia';

export const SymbolParams = t.Object({
  symbol: t.String({ pattern: '^[A-Za-z0-9.^-]{1,5}$', error: 'Ticker symbols are 1 to 5 letters, digits, ".", "-" or "^"' }),
});
