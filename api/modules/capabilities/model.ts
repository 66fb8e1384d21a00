import { t } from 'elysia';

export const CapabilitiesRecord = t.Object({
  ai: t.Boolean(),
  prices: t.Union([t.Literal('alphavantage'), t.Literal('stooq'), t.Null()]),
  mail: t.Union([t.Literal('smtp'), t.Literal('log')]),
  liveData: t.Boolean(),
});
