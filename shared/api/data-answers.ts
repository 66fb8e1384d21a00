/**
 * The three ways into the wizard on the wire: a question for the AI, an uploaded CSV file and a
 * ticker's prices. Each answer is data the builder turns into a chart.
 */
import { Type as t, type Static } from '@sinclair/typebox';
import { ChartPlanSchema, CitedSources } from './ai-plan';
import { PLAN_REGION_SETS } from '../ai/ai-plan';
import { REGION_SET_IDS } from '../kinds/map/map-options';
import { oneOf, withExamples } from './common';

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
    chartType: t.Union([
      t.Literal('line'),
      t.Literal('bar'),
      t.Literal('pie'),
      t.Literal('area'),
      t.Literal('map'),
      t.Literal('scatter'),
      t.Literal('table'),
      t.Null(),
    ]),
    columns: t.Array(t.String()),
    /**
     * A map's labels are ISO3 codes of every member of its group; `options.map.regions` names the group.
     * A scatter plot's or a table's of a group are the names of the countries with values: its options
     * say what the data decided (a group per point, log axes, the sort) and `notes` how many were left out.
     */
    labels: t.Array(t.String()),
    options: t.Optional(
      t.Object({
        map: t.Optional(t.Object({ regions: oneOf(PLAN_REGION_SETS, 'options.map.regions') })),
        scatter: t.Optional(t.Object({ groups: t.Optional(t.Array(t.String())), logX: t.Optional(t.Boolean()), logY: t.Optional(t.Boolean()) })),
        table: t.Optional(t.Object({ sort: t.Optional(t.Object({ column: t.Integer(), descending: t.Optional(t.Boolean()) })) })),
        notes: t.Optional(t.String()),
      }),
    ),
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
      {
        title: 'World Bank: GDP growth (annual %); Inflation, consumer prices (annual %)',
        url: 'https://data.worldbank.org/indicator/NY.GDP.MKTP.KD.ZG?locations=US',
        retrievedAt: '2026-11-25T09:00:00.000Z',
      },
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

/**
 * The 422 of a question the planner could not read whole (no model configured): the message, and
 * what it read, as spans of the question (`start` to `end`, in UTF-16 units) the builder marks.
 */
export const QueryNotUnderstood = t.Object({
  message: t.String(),
  understood: t.Object({
    parts: t.Array(
      t.Object({
        kind: t.Union([t.Literal('measure'), t.Literal('entity'), t.Literal('period'), t.Literal('source'), t.Literal('layout')]),
        text: t.String(),
        start: t.Integer({ minimum: 0 }),
        end: t.Integer({ minimum: 0 }),
      }),
    ),
    /** Words of the question it could not read, as typed. */
    unknownWords: t.Array(t.String()),
  }),
});
export type QueryNotUnderstood = Static<typeof QueryNotUnderstood>;

/** How one column of a CSV file was read (docs/api.md, "Reading data"): a guess says so, and can be overridden. */
export const ColumnReading = t.Object({
  name: t.String(),
  type: t.Union([t.Literal('date'), t.Literal('number'), t.Literal('text')]),
  /** Numbers: the decimal mark; null for other columns, or numbers without a fraction anywhere. */
  decimal: t.Union([t.Literal('.'), t.Literal(','), t.Null()]),
  /** Numbers: the thousands separator seen (`,` `.` ` ` `'` or a no-break space), else null. */
  thousands: t.Union([t.String(), t.Null()]),
  /** Dates: the order of day, month and year; null for other columns. */
  dateOrder: t.Union([t.Literal('dmy'), t.Literal('mdy'), t.Literal('ymd'), t.Null()]),
  /** The column's own values could not decide (every number like `1,500`; every date like `01/05/2020`). */
  ambiguous: t.Boolean(),
  /** Cells that could not be read as the column's type: shown as gaps, never as another number. */
  unreadable: t.Integer(),
});
export type ColumnReading = Static<typeof ColumnReading>;

/** How a whole file was read: its encoding, its delimiter and every column. */
export const FileReading = t.Object({
  encoding: t.Union([t.Literal('utf-8'), t.Literal('utf-16le'), t.Literal('utf-16be'), t.Literal('windows-1252')]),
  delimiter: t.Union([t.Literal(','), t.Literal(';'), t.Literal('\t'), t.Literal('|')]),
  columns: t.Array(ColumnReading),
  /** The table had its periods across the top (an empty first cell, then years or dates) and was turned so they run down the x axis. */
  transposed: t.Optional(t.Boolean()),
});
export type FileReading = Static<typeof FileReading>;

/** Choices that override the guesses, for a file read again (and kept by a live chart of its address). */
export const ReadingChoices = t.Object({
  decimal: t.Optional(t.Union([t.Literal('.'), t.Literal(',')], { error: 'decimal must be "." or ","' })),
  dateOrder: t.Optional(t.Union([t.Literal('dmy'), t.Literal('mdy'), t.Literal('ymd')], { error: 'dateOrder must be one of: dmy, mdy, ymd' })),
  /** `no` reads a table with its periods across the top as it stands, rather than turned. */
  transpose: t.Optional(t.Union([t.Literal('yes'), t.Literal('no')], { error: 'transpose must be "yes" or "no"' })),
});
export type ReadingChoices = Static<typeof ReadingChoices>;

/** A parsed CSV file: the first column as labels, every numeric column as a dataset. */
export const CsvAnswer = withExamples(
  t.Object({
    name: t.String(),
    labels: t.Array(t.String()),
    data: t.Array(t.Union([t.Number(), t.Null()])),
    datasets: t.Array(t.Object({ label: t.String(), data: t.Array(t.Union([t.Number(), t.Null()])) })),
    columns: t.Array(t.String()),
    /** How the file was read, every guess marked (docs/api.md, "Reading data"). */
    reading: FileReading,
    /** Every cell as text, header first, for the builder's data step to show and edit. */
    table: t.Array(t.Array(t.String())),
    /**
     * Only when most labels name regions of one set (at least two): that set, so the builder can
     * offer a map, and the labels it could not place.
     */
    map: t.Optional(t.Object({ regions: oneOf(REGION_SET_IDS, 'map.regions'), unmatched: t.Array(t.String()) })),
  }),
  {
    name: 'greenhouse',
    labels: ['2025-01-03', '2025-02-03'],
    data: [20.5, null],
    datasets: [
      { label: 'Temperature', data: [20.5, null] },
      { label: 'Humidity', data: [40, 41] },
    ],
    columns: ['Date', 'Temperature', 'Humidity'],
    reading: {
      encoding: 'utf-8',
      delimiter: ';',
      columns: [
        // Neither date has a part above 12: read month-first, and said to be a guess.
        { name: 'Date', type: 'date', decimal: null, thousands: null, dateOrder: 'mdy', ambiguous: true, unreadable: 0 },
        { name: 'Temperature', type: 'number', decimal: ',', thousands: null, dateOrder: null, ambiguous: false, unreadable: 0 },
        { name: 'Humidity', type: 'number', decimal: null, thousands: null, dateOrder: null, ambiguous: false, unreadable: 0 },
      ],
    },
    table: [
      ['Date', 'Temperature', 'Humidity'],
      ['01/03/2025', '20,5', '40'],
      ['02/03/2025', '', '41'],
    ],
  },
);
export type CsvAnswer = Static<typeof CsvAnswer>;

/** A CSV file's address, fetched by the server (public addresses only), and choices that override how it is read. */
export const CsvUrlBody = withExamples(
  t.Object({
    url: t.String({
      minLength: 1,
      maxLength: 2000,
      pattern: '^[Hh][Tt][Tt][Pp][Ss]?://',
      error: 'url must be an http or https address of at most 2,000 characters',
    }),
    decimal: ReadingChoices.properties.decimal,
    dateOrder: ReadingChoices.properties.dateOrder,
    transpose: ReadingChoices.properties.transpose,
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
