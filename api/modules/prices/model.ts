import { t } from 'elysia';

export const SymbolParams = t.Object({
  symbol: t.String({ pattern: '^[A-Za-z0-9.^-]{1,5}$', error: 'Ticker symbols are 1 to 5 letters, digits, ".", "-" or "^"' }),
});

const Bar = t.Object({
  '1. open': t.String(),
  '2. high': t.String(),
  '3. low': t.String(),
  '4. close': t.String(),
  '5. volume': t.String(),
});

export const PriceAnswer = t.Object({
  'Meta Data': t.Object({
    '1. Information': t.String(),
    '2. Symbol': t.String(),
    '3. Last Refreshed': t.String(),
    '4. Output Size': t.String(),
    '5. Time Zone': t.String(),
  }),
  'Time Series (Daily)': t.Record(t.String(), Bar),
});
