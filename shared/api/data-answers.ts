/**
 * The three ways into the wizard on the wire: a question for the AI, an uploaded CSV file and a
 * ticker's prices. Each answer is data the builder turns into a chart.
 */
import { Type as t, type Static } from '@sinclair/typebox';

export const QueryBody = t.Object({
  // Three characters or more once trimmed: a non-space, anything, a non-space.
  query: t.String({ minLength: 3, maxLength: 500, pattern: '\\S[\\s\\S]+\\S', error: 'query must be 3 to 500 characters' }),
});
export type QueryBody = Static<typeof QueryBody>;

/** The data the AI found: labels and datasets, the chart type it suggests, and its sources. */
export const QueryAnswer = t.Object({
  name: t.String(),
  chartType: t.Union([t.Literal('line'), t.Literal('bar'), t.Literal('pie'), t.Literal('area'), t.Null()]),
  columns: t.Array(t.String()),
  labels: t.Array(t.String()),
  datasets: t.Array(
    t.Object({
      label: t.String(),
      data: t.Array(t.Number()),
      type: t.Optional(t.Union([t.Literal('line'), t.Literal('bar')])),
      stacked: t.Optional(t.Boolean()),
    }),
  ),
  /** The first dataset's values, for clients that read one series. */
  data: t.Array(t.Number()),
  sources: t.Array(t.Object({ title: t.String(), url: t.String() })),
});
export type QueryAnswer = Static<typeof QueryAnswer>;

/** A parsed CSV file: the first column as labels, every numeric column as a dataset. */
export const CsvAnswer = t.Object({
  name: t.String(),
  labels: t.Array(t.String()),
  data: t.Array(t.Union([t.Number(), t.Null()])),
  datasets: t.Array(t.Object({ label: t.String(), data: t.Array(t.Union([t.Number(), t.Null()])) })),
  columns: t.Array(t.String()),
});
export type CsvAnswer = Static<typeof CsvAnswer>;

/** A CSV file's address, fetched by the server (public addresses only). */
export const CsvUrlBody = t.Object({
  url: t.String({ minLength: 1, maxLength: 2000, pattern: '^[Hh][Tt][Tt][Pp][Ss]?://', error: 'url must be an http or https address of at most 2,000 characters' }),
});
export type CsvUrlBody = Static<typeof CsvUrlBody>;

const Bar = t.Object({
  '1. open': t.String(),
  '2. high': t.String(),
  '3. low': t.String(),
  '4. close': t.String(),
  '5. volume': t.String(),
});

/** Daily prices in Alpha Vantage's shape, whichever provider answered. */
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
export type PriceAnswer = Static<typeof PriceAnswer>;
