/**
 * The three ways into the wizard on the wire: a question for the AI, an uploaded CSV file and a
 * ticker's prices. Each answer is data the builder turns into a chart.
 */
import { Type as t, type Static } from '@sinclair/typebox';
import { ChartPlanSchema, CitedSources } from './ai-plan';
import { withExamples } from './common';

export const QueryBody = withExamples(
  t.Object({
    // Three characters or more once trimmed: a non-space, anything, a non-space.
    query: t.String({ minLength: 3, maxLength: 500, pattern: '\\S[\\s\\S]+\\S', error: 'query must be 3 to 500 characters' }),
  }),
  { query: 'Population by continent as a pie chart' },
);
export type QueryBody = Static<typeof QueryBody>;

/**
 * A chart of data the server fetched from the sources the AI's plan named: labels and datasets, the
 * chart type suggested, every source cited with when it was read, and the plan itself.
 */
export const QueryAnswer = withExamples(
  t.Object({
    name: t.String(),
    chartType: t.Union([t.Literal('line'), t.Literal('bar'), t.Literal('pie'), t.Literal('area'), t.Null()]),
    columns: t.Array(t.String()),
    labels: t.Array(t.String()),
    datasets: t.Array(
      t.Object({
        label: t.String(),
        data: t.Array(t.Union([t.Number(), t.Null()])),
        type: t.Optional(t.Union([t.Literal('line'), t.Literal('bar')])),
        stacked: t.Optional(t.Boolean()),
      }),
    ),
    /** The first dataset's values, for clients that read one series. */
    data: t.Array(t.Union([t.Number(), t.Null()])),
    sources: CitedSources,
    plan: ChartPlanSchema,
  }),
  {
    name: 'US GDP growth vs inflation',
    chartType: 'line',
    columns: ['Year', 'Percent'],
    labels: ['2021', '2022', '2023'],
    datasets: [
      { label: 'GDP growth (%)', data: [6.1, 2.5, 2.9] },
      { label: 'Inflation (%)', data: [4.7, 8, 4.1] },
    ],
    data: [6.1, 2.5, 2.9],
    sources: [
      { title: 'World Bank: GDP growth (annual %); Inflation, consumer prices (annual %)', url: 'https://data.worldbank.org/indicator/NY.GDP.MKTP.KD.ZG?locations=US', retrievedAt: '2026-11-25T09:00:00.000Z' },
    ],
    plan: {
      name: 'US GDP growth vs inflation',
      chartType: 'line',
      columns: ['Year', 'Percent'],
      layout: 'over-time',
      from: '2021',
      to: null,
      at: null,
      series: [
        { label: 'GDP growth (%)', source: 'worldbank', indicator: 'NY.GDP.MKTP.KD.ZG', entity: 'USA' },
        { label: 'Inflation (%)', source: 'worldbank', indicator: 'FP.CPI.TOTL.ZG', entity: 'USA' },
      ],
      refusal: null,
    },
  },
);
export type QueryAnswer = Static<typeof QueryAnswer>;

/** A parsed CSV file: the first column as labels, every numeric column as a dataset. */
export const CsvAnswer = withExamples(
  t.Object({
    name: t.String(),
    labels: t.Array(t.String()),
    data: t.Array(t.Union([t.Number(), t.Null()])),
    datasets: t.Array(t.Object({ label: t.String(), data: t.Array(t.Union([t.Number(), t.Null()])) })),
    columns: t.Array(t.String()),
  }),
  {
    name: 'greenhouse',
    labels: ['2025-03-01', '2025-03-02'],
    data: [20.5, null],
    datasets: [
      { label: 'Temperature', data: [20.5, null] },
      { label: 'Humidity', data: [40, 41] },
    ],
    columns: ['Date', 'Temperature', 'Humidity'],
  },
);
export type CsvAnswer = Static<typeof CsvAnswer>;

/** A CSV file's address, fetched by the server (public addresses only). */
export const CsvUrlBody = withExamples(
  t.Object({
    url: t.String({ minLength: 1, maxLength: 2000, pattern: '^[Hh][Tt][Tt][Pp][Ss]?://', error: 'url must be an http or https address of at most 2,000 characters' }),
  }),
  { url: 'https://data.example.org/exports/greenhouse.csv' },
);
export type CsvUrlBody = Static<typeof CsvUrlBody>;

const Bar = t.Object({
  '1. open': t.String(),
  '2. high': t.String(),
  '3. low': t.String(),
  '4. close': t.String(),
  '5. volume': t.String(),
});

/** Daily prices in Alpha Vantage's shape, whichever provider answered. */
export const PriceAnswer = withExamples(
  t.Object({
    'Meta Data': t.Object({
      '1. Information': t.String(),
      '2. Symbol': t.String(),
      '3. Last Refreshed': t.String(),
      '4. Output Size': t.String(),
      '5. Time Zone': t.String(),
    }),
    'Time Series (Daily)': t.Record(t.String(), Bar),
  }),
  {
    'Meta Data': {
      '1. Information': 'Daily Prices (open, high, low, close) and Volumes',
      '2. Symbol': 'AAPL',
      '3. Last Refreshed': '2025-02-28',
      '4. Output Size': 'Compact',
      '5. Time Zone': 'US/Eastern',
    },
    'Time Series (Daily)': {
      '2025-02-28': { '1. open': '236.9500', '2. high': '242.0900', '3. low': '230.2000', '4. close': '241.8400', '5. volume': '56833360' },
    },
  },
);
export type PriceAnswer = Static<typeof PriceAnswer>;
