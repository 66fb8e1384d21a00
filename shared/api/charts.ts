/** Saved charts on the wire: creating, changing, listing and their view counts. */
import { Type as t, type Static } from '@sinclair/typebox';
import {
  ChartDataInput,
  ChartDataSchema,
  ChartOptionsInput,
  ChartOptionsSchema,
  ChartSourceField,
  ChartSourceSchema,
  ChartTypeField,
  DataSourceField,
  ThemeField,
} from './chart-spec';
import { CHART_LIMITS } from '../spec/chart-data-check';
import { ChartPlanSchema, CitedSources } from './ai-plan';
import { ReadingChoices } from './data-answers';
import { NOT_BLANK, Nullable, saying, withExamples } from './common';

const Name = t.String({ maxLength: 120, error: 'name must be at most 120 characters' });
const Flag = (field: string) => t.Boolean({ error: `${field} must be true or false` });

export const CreateChartBody = withExamples(
  t.Object({
    dataSource: DataSourceField,
    sourceValue: t.Optional(t.Union([t.String({ maxLength: 500 }), t.Null()], { error: 'sourceValue must be text of at most 500 characters' })),
    name: t.Optional(Nullable(Name)),
    /** Ticker and CSV-address charts refresh by themselves unless this is false. */
    live: t.Optional(Flag('live')),
    chartType: ChartTypeField,
    theme: t.Optional(ThemeField),
    data: ChartDataInput,
    options: t.Optional(ChartOptionsInput),
    source: t.Optional(ChartSourceField),
    /** AI charts: every source and the plan, exactly as the answer gave them (the server checks both). */
    sources: t.Optional(Nullable(CitedSources)),
    plan: t.Optional(Nullable(ChartPlanSchema)),
    /** Charts from a CSV file: the decimal mark and date order chosen over the guesses, kept for every refresh. */
    readingChoices: t.Optional(Nullable(ReadingChoices)),
    /** Whether the chart is on the public Trending feed; new charts are unlisted unless this is true. */
    listed: t.Optional(Flag('listed')),
  }),
  {
    dataSource: 'csv',
    sourceValue: 'greenhouse.csv',
    name: 'Greenhouse',
    chartType: 'line',
    theme: 'light-blue',
    data: { labels: ['09:00', '09:01'], datasets: [{ label: 'Temperature', data: [20.5, 20.7] }] },
    options: { title: 'Greenhouse, today', yAxis: '°C' },
  },
);
export type CreateChartBody = Static<typeof CreateChartBody>;

export const UpdateChartBody = withExamples(
  t.Partial(
    t.Object({
      name: Nullable(Name),
      /** Replacing the data may change where it comes from: a new file, ticker or CSV address. */
      dataSource: DataSourceField,
      sourceValue: t.Union([t.String({ maxLength: 500 }), t.Null()], { error: 'sourceValue must be text of at most 500 characters' }),
      live: Flag('live'),
      chartType: ChartTypeField,
      theme: ThemeField,
      data: ChartDataInput,
      options: ChartOptionsInput,
      source: ChartSourceField,
      /** A new AI answer for the chart: its sources and plan, as for a new chart. */
      sources: Nullable(CitedSources),
      plan: Nullable(ChartPlanSchema),
      /** How the file is read; a new source without it is read by guess again. */
      readingChoices: Nullable(ReadingChoices),
      listed: Flag('listed'),
    }),
  ),
  { options: { title: 'Greenhouse, this week' } },
  { theme: 'neon-midnight', listed: false },
);
export type UpdateChartBody = Static<typeof UpdateChartBody>;

export const RenameBody = withExamples(
  t.Object({ name: t.String({ minLength: 1, maxLength: 120, pattern: NOT_BLANK, error: 'name must be 1 to 120 characters' }) }),
  {
    name: 'Greenhouse (east)',
  },
);
export type RenameBody = Static<typeof RenameBody>;

/** A saved chart as the API answers it, with its spec in full (every option filled in). */
const ChartRecordSchema = t.Object({
  id: t.Integer(),
  slug: t.String(),
  name: Nullable(t.String()),
  chartType: ChartTypeField,
  theme: t.String(),
  dataSource: DataSourceField,
  sourceValue: Nullable(t.String()),
  source: Nullable(ChartSourceSchema),
  /** AI charts: where every series was fetched from, and when. */
  sources: Nullable(CitedSources),
  /** AI charts: the plan the series were fetched by, which a refresh follows again. */
  plan: Nullable(ChartPlanSchema),
  /** Charts from a CSV file: the decimal mark and date order chosen over the guesses (a refresh reads with them). */
  readingChoices: Nullable(ReadingChoices),
  data: ChartDataSchema,
  options: ChartOptionsSchema,
  listed: t.Boolean(),
  /** Refreshed from its source by the server: a ticker daily, a CSV address hourly. */
  live: t.Boolean(),
  /** When the data last changed: saved, edited or refreshed. */
  dataUpdatedAt: t.String({ format: 'date-time' }),
  /** Why the last refresh failed (the data shown is the last good one); null when it worked. */
  refreshError: Nullable(t.String()),
  views: t.Integer(),
  likes: t.Integer(),
  commentCount: t.Integer(),
  createdAt: t.String({ format: 'date-time' }),
  updatedAt: t.String({ format: 'date-time' }),
});

/** The chart CreateChartBody's example makes, once a row was appended; other answers reuse it. */
export const exampleChart: Static<typeof ChartRecordSchema> = {
  id: 42,
  slug: 'kOiQtwyH-kI',
  name: 'Greenhouse',
  chartType: 'line',
  theme: 'light-blue',
  dataSource: 'csv',
  sourceValue: 'greenhouse.csv',
  source: null,
  sources: null,
  plan: null,
  readingChoices: null,
  data: { labels: ['09:00', '09:01', '09:02'], datasets: [{ label: 'Temperature', data: [20.5, 20.7, 21.1] }] },
  options: { title: 'Greenhouse, today', xAxis: 'Date', yAxis: '°C', legendPosition: 'right', animation: true, tooltips: true, responsive: true },
  listed: true,
  live: false,
  dataUpdatedAt: '2025-03-01T09:02:00.000Z',
  refreshError: null,
  views: 128,
  likes: 3,
  commentCount: 1,
  createdAt: '2025-03-01T09:00:00.000Z',
  updatedAt: '2025-03-01T09:02:00.000Z',
};

export const ChartRecord = withExamples(ChartRecordSchema, exampleChart);
export type ChartRecord = Static<typeof ChartRecord>;

export const ChartRecords = withExamples(t.Array(ChartRecordSchema), [exampleChart]);

export const ChartDeleted = saying('Chart deleted');

const Candle = t.Object({ o: t.Number(), h: t.Number(), l: t.Number(), c: t.Number() });

/**
 * Rows to append to a chart's data: each is a label, then one value per dataset (a number, null
 * or a candle; the API checks the count and order). `keep` drops the oldest rows beyond that
 * many: a live feed without a CSV host.
 */
export const AppendRowsBody = withExamples(
  t.Object({
    rows: t.Array(t.Array(t.Union([t.String({ maxLength: 500 }), t.Number(), t.Null(), Candle]), { minItems: 2, maxItems: CHART_LIMITS.datasets + 1 }), {
      minItems: 1,
      maxItems: 10_000,
      error: 'rows must be a list of 1 to 10,000 rows, each a label then one value per dataset',
    }),
    keep: t.Optional(t.Integer({ minimum: 1, maximum: 100_000, error: 'keep must be a whole number from 1 to 100,000' })),
  }),
  { rows: [['09:02', 21.1]], keep: 1440 },
);
export type AppendRowsBody = Static<typeof AppendRowsBody>;

/** Views per day, oldest first, days without views included. */
export const ViewsHistory = withExamples(t.Array(t.Object({ day: t.String(), views: t.Integer() })), [
  { day: '2025-03-01', views: 96 },
  { day: '2025-03-02', views: 32 },
]);
export type ViewsHistory = Static<typeof ViewsHistory>;
