/**
 * What the price providers send us, as far as we read it. Only what we pass on is pinned down;
 * anything else in their answers (Alpha Vantage's "Meta Data", say) may change without breaking us.
 */
import { t } from 'elysia';

/** A calendar day as Alpha Vantage and Stooq write it; it becomes a key of the series we answer. */
const Day = t.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/**
 * A number written as text, kept as text because the answer carries it as text. The length cap
 * and two-digit exponent keep it finite when a chart reads it with Number().
 */
const Decimal = t.String({ pattern: '^-?\\d+(\\.\\d+)?([eE][-+]?\\d{1,2})?$', maxLength: 32 });

const AlphaVantageBar = t.Object({
  '1. open': Decimal,
  '2. high': Decimal,
  '3. low': Decimal,
  '4. close': Decimal,
  '5. volume': Decimal,
});

/**
 * TIME_SERIES_DAILY. Its failures come as 200s with one of the notice fields instead of a series,
 * so every field is optional here and the provider decides what a body without a series means.
 */
export const AlphaVantageDaily = t.Object({
  'Error Message': t.Optional(t.String()),
  Note: t.Optional(t.String()),
  Information: t.Optional(t.String()),
  // A key that is not a day would become a label no chart can place.
  'Time Series (Daily)': t.Optional(t.Record(Day, AlphaVantageBar, { additionalProperties: false })),
});

/**
 * One line of Stooq's daily CSV, its cells named by the lower-cased header. Volume is missing for
 * some instruments (currencies) or left empty, and both mean "not known", not "broken".
 */
export const StooqRow = t.Object({
  date: Day,
  open: Decimal,
  high: Decimal,
  low: Decimal,
  close: Decimal,
  volume: t.Optional(t.Union([Decimal, t.Literal('')])),
});

/**
 * One day of Tiingo's end-of-day prices (JSON). Recorded answers write midnight UTC two ways
 * ("2015-01-02T00:00:00.000Z", "2018-04-12T00:00:00+00:00"); prices and volume are numbers. The
 * adjusted prices, dividends and split factors beside them are not read: the raw prices are what
 * Alpha Vantage's TIME_SERIES_DAILY gives, so a chart does not change with the provider.
 */
export const TiingoDay = t.Object({
  date: t.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T00:00:00(\\.0+)?(Z|\\+00:00)$' }),
  open: t.Number({ minimum: 0 }),
  high: t.Number({ minimum: 0 }),
  low: t.Number({ minimum: 0 }),
  close: t.Number({ minimum: 0 }),
  volume: t.Optional(t.Union([t.Number({ minimum: 0 }), t.Null()])),
});

export const TiingoDaily = t.Array(TiingoDay);

/** Tiingo's errors: `{"detail": "…"}` (described in other clients' tests, not recorded). */
export const TiingoDetail = t.Object({ detail: t.String() });
