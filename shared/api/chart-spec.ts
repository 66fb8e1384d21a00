/**
 * The chart spec on the wire. The spec's TypeScript types live in shared/spec/chart-spec.ts, which the
 * widget imports and so must stay free of TypeBox's bytes; the checks at the end of this file
 * keep the two descriptions identical.
 */
import { Type as t, type Static, type TNull, type TOptional, type TUnion } from '@sinclair/typebox';
import { CHART_TYPES, DATA_SOURCES, LEGEND_POSITIONS, type ChartData, type ChartOptions, type ChartSource } from '../spec/chart-spec';
import { CHART_LIMITS } from '../spec/chart-data-check';
import { MAP_CLASSES, MAP_SCALES, MAX_BREAKS, MAX_CLASSES, MIN_CLASSES, REGION_SET_IDS } from '../kinds/map/map-options';
import { MAX_LABELLED, SCATTER_MAX_POINTS } from '../kinds/scatter/scatter-options';
import { MAX_PAGE_SIZE, MIN_PAGE_SIZE } from '../kinds/table/table-options';
import { THEME_IDS } from '../themes/themes';
import { oneOf } from './common';

const Text200 = (field: string) => t.String({ maxLength: 200, error: `${field} must be text of at most 200 characters` });
const Text = (max: number, field: string) => t.String({ maxLength: max, error: `${field} must be text of at most ${max} characters` });
const FiniteNumber = (field: string) => t.Number({ minimum: -Number.MAX_VALUE, maximum: Number.MAX_VALUE, error: `${field} must be a number` });
const Flag = (field: string) => t.Boolean({ error: `${field} must be true or false` });

export const ChartTypeField = oneOf(CHART_TYPES, 'chartType');
export const ThemeField = oneOf(THEME_IDS, 'theme');
export const DataSourceField = oneOf(DATA_SOURCES, 'dataSource');

/** A number format: the chart's, or a table column's own. */
const NumberFormatSchema = (field: string) =>
  t.Object(
    {
      prefix: t.Optional(Text(20, `${field}.prefix`)),
      suffix: t.Optional(Text(20, `${field}.suffix`)),
      decimals: t.Optional(t.Integer({ minimum: 0, maximum: 6, error: `${field}.decimals must be a whole number from 0 to 6` })),
      percent: t.Optional(Flag(`${field}.percent`)),
      compact: t.Optional(Flag(`${field}.compact`)),
    },
    {
      error: `${field} must be { prefix?, suffix? (text of at most 20 characters), decimals? (a whole number from 0 to 6), percent?, compact? (true or false) }`,
    },
  );

/** The options every chart has. */
const BaseOptions = {
  title: Text200('options.title'),
  xAxis: Text200('options.xAxis'),
  yAxis: Text200('options.yAxis'),
  legendPosition: oneOf(LEGEND_POSITIONS, 'options.legendPosition'),
  animation: Flag('options.animation'),
  tooltips: Flag('options.tooltips'),
  responsive: Flag('options.responsive'),
};

/** The options a chart has only when its creator set them. */
const ExtraOptions = {
  description: Text(500, 'options.description'),
  notes: Text(500, 'options.notes'),
  byline: Text200('options.byline'),
  numberFormat: NumberFormatSchema('options.numberFormat'),
  yMin: FiniteNumber('options.yMin'),
  yMax: FiniteNumber('options.yMax'),
  startAtZero: Flag('options.startAtZero'),
  referenceLines: t.Array(t.Object({ value: FiniteNumber("a reference line's value"), label: t.Optional(Text(100, "a reference line's label")) }), {
    maxItems: 10,
    error: 'options.referenceLines must be a list of at most 10 { value, label? }',
  }),
  highlights: t.Array(
    t.Object({ from: Text(500, "a highlight's from"), to: Text(500, "a highlight's to"), label: t.Optional(Text(100, "a highlight's label")) }),
    {
      maxItems: 10,
      error: 'options.highlights must be a list of at most 10 { from, to, label? } in x labels',
    },
  ),
  seriesColors: t.Array(t.String({ pattern: '^(#[0-9a-fA-F]{6})?$' }), {
    maxItems: 200,
    error: "options.seriesColors must be a list of #rrggbb colours (or empty strings for the theme's)",
  }),
  horizontal: Flag('options.horizontal'),
  map: t.Object(
    {
      regions: t.Optional(oneOf(REGION_SET_IDS, 'options.map.regions')),
      scale: t.Optional(oneOf(MAP_SCALES, 'options.map.scale')),
      midpoint: t.Optional(FiniteNumber('options.map.midpoint')),
      classes: t.Optional(oneOf(MAP_CLASSES, 'options.map.classes')),
      classCount: t.Optional(
        t.Integer({ minimum: MIN_CLASSES, maximum: MAX_CLASSES, error: `options.map.classCount must be a whole number from ${MIN_CLASSES} to ${MAX_CLASSES}` }),
      ),
      breaks: t.Optional(
        t.Array(FiniteNumber('options.map.breaks'), { minItems: 1, maxItems: MAX_BREAKS, error: `options.map.breaks must be 1 to ${MAX_BREAKS} numbers` }),
      ),
    },
    { error: 'options.map must be { regions?, scale?, midpoint?, classes?, classCount?, breaks? }' },
  ),
  scatter: t.Object(
    {
      logX: t.Optional(Flag('options.scatter.logX')),
      logY: t.Optional(Flag('options.scatter.logY')),
      trend: t.Optional(Flag('options.scatter.trend')),
      labelled: t.Optional(
        t.Array(t.String({ maxLength: 500 }), {
          maxItems: MAX_LABELLED,
          error: `options.scatter.labelled must be a list of at most ${MAX_LABELLED} point labels`,
        }),
      ),
      groups: t.Optional(
        t.Array(Text(100, "a point's group"), { maxItems: SCATTER_MAX_POINTS, error: 'options.scatter.groups must be a list of group names, one per point' }),
      ),
    },
    { error: 'options.scatter must be { logX?, logY?, trend? (true or false), labelled? (point labels), groups? (one per point) }' },
  ),
  table: t.Object(
    {
      sort: t.Optional(
        t.Object(
          {
            column: t.Integer({ minimum: -1, error: 'options.table.sort.column must be -1 (the labels) or a column index' }),
            descending: t.Optional(Flag('options.table.sort.descending')),
          },
          { error: 'options.table.sort must be { column, descending? }' },
        ),
      ),
      search: t.Optional(Flag('options.table.search')),
      pageSize: t.Optional(
        t.Integer({
          minimum: MIN_PAGE_SIZE,
          maximum: MAX_PAGE_SIZE,
          error: `options.table.pageSize must be a whole number from ${MIN_PAGE_SIZE} to ${MAX_PAGE_SIZE}`,
        }),
      ),
      columns: t.Optional(
        t.Array(
          t.Object(
            {
              format: t.Optional(NumberFormatSchema('options.table.columns[].format')),
              bars: t.Optional(Flag('options.table.columns[].bars')),
              heat: t.Optional(Flag('options.table.columns[].heat')),
            },
            { error: 'each of options.table.columns must be { format?, bars?, heat? }' },
          ),
          { maxItems: CHART_LIMITS.datasets, error: 'options.table.columns must be a list of { format?, bars?, heat? }, one per dataset' },
        ),
      ),
    },
    { error: 'options.table must be { sort?, search?, pageSize?, columns? }' },
  ),
};
type Extra = typeof ExtraOptions;

/** Every option of a saved chart, as the API answers it. */
export const ChartOptionsSchema = t.Object({ ...BaseOptions, ...t.Partial(t.Object(ExtraOptions)).properties });

/**
 * The options a request may send: any left out keep their value (their default on a new chart),
 * and an extra option sent as null is removed.
 */
export const ChartOptionsInput = t.Object({
  ...t.Partial(t.Object(BaseOptions)).properties,
  ...(Object.fromEntries(
    Object.entries(ExtraOptions).map(([key, schema]) => [key, t.Optional(t.Union([schema, t.Null()], { error: schema.error as string }))]),
  ) as {
    [K in keyof Extra]: TOptional<TUnion<[Extra[K], TNull]>>;
  }),
});

const Candle = t.Object({ o: t.Number(), h: t.Number(), l: t.Number(), c: t.Number() });

export const DatasetSchema = t.Object({
  label: t.String({ maxLength: 200, error: 'each dataset needs a label of at most 200 characters' }),
  data: t.Union([t.Array(t.Union([t.Number(), t.Null()])), t.Array(t.Union([Candle, t.Null()]))], {
    error: 'each dataset needs data: a list of numbers and nulls, or of {o, h, l, c} candles and nulls',
  }),
  type: t.Optional(t.Union([t.Literal('line'), t.Literal('bar')])),
  stacked: t.Optional(t.Boolean()),
  yAxisID: t.Optional(t.Union([t.Literal('y'), t.Literal('y1')])),
});

export const ChartDataSchema = t.Object(
  {
    labels: t.Array(t.String({ maxLength: 500 }), { error: 'data.labels must be a list of text labels' }),
    datasets: t.Array(DatasetSchema, { error: 'data.datasets must be a list of datasets' }),
  },
  { error: 'data must be an object with labels and datasets' },
);

/**
 * Data a request may send: the counts in CHART_LIMITS are checked before any item is, so a body
 * of 180,000 datasets costs the server one comparison. Answers use ChartDataSchema, without
 * them: a chart stored before a limit existed must still be answered.
 */
export const ChartDataInput = t.Object(
  {
    labels: t.Array(t.String({ maxLength: 500 }), {
      maxItems: CHART_LIMITS.labels,
      error: `data.labels must be a list of at most ${CHART_LIMITS.labels.toLocaleString('en-US')} text labels of at most 500 characters`,
    }),
    datasets: t.Array(DatasetSchema, { maxItems: CHART_LIMITS.datasets, error: `data.datasets must be a list of at most ${CHART_LIMITS.datasets} datasets` }),
  },
  { error: 'data must be an object with labels and datasets' },
);

/** Where the data comes from, shown as the chart's caption: an AI's source, linked when it has a web address. */
export const ChartSourceSchema = t.Object({
  label: t.String({ minLength: 1, maxLength: 200 }),
  url: t.Optional(t.String({ maxLength: 2000, pattern: '^https?://\\S+$' })),
});

export const ChartSourceField = t.Union([ChartSourceSchema, t.Null()], {
  error: 'source must be { label, url? }: a label of 1 to 200 characters and an http(s) address, or null',
});

/** Fails to compile when the two types differ in either direction. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const specTypesAgree: [
  Same<Static<typeof ChartOptionsSchema>, ChartOptions>,
  Same<Static<typeof ChartSourceSchema>, ChartSource>,
  Same<Static<typeof ChartDataSchema>, ChartData>,
] = [true, true, true];
