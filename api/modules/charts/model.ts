import { t } from 'elysia';
import { CHART_TYPES, DATA_SOURCES, LEGEND_POSITIONS } from '../../../shared/chart-spec';
import { THEME_IDS } from '../../../shared/themes';

const oneOf = <T extends string>(values: readonly T[], field: string) =>
  t.Union(
    values.map((v) => t.Literal(v)),
    { error: `${field} must be one of: ${values.join(', ')}` },
  );

const Text200 = (field: string) => t.String({ maxLength: 200, error: `${field} must be text of at most 200 characters` });
const Flag = (field: string) => t.Boolean({ error: `${field} must be true or false` });

/** The spec's chart options; any left out take their defaults. */
export const ChartOptionsInput = t.Partial(
  t.Object({
    title: Text200('options.title'),
    xAxis: Text200('options.xAxis'),
    yAxis: Text200('options.yAxis'),
    legendPosition: oneOf(LEGEND_POSITIONS, 'options.legendPosition'),
    animation: Flag('options.animation'),
    tooltips: Flag('options.tooltips'),
    responsive: Flag('options.responsive'),
  }),
);

const Candle = t.Object({ o: t.Number(), h: t.Number(), l: t.Number(), c: t.Number() });

export const ChartDataInput = t.Object(
  {
    labels: t.Array(t.String({ maxLength: 500 }), { error: 'data.labels must be a list of text labels' }),
    datasets: t.Array(
      t.Object({
        label: t.String({ maxLength: 200, error: 'each dataset needs a label of at most 200 characters' }),
        data: t.Array(t.Union([t.Number(), t.Null(), Candle], { error: 'data values must be numbers, nulls or {o, h, l, c} candles' }), {
          error: 'each dataset needs data: a list of numbers, nulls or candles',
        }),
        type: t.Optional(t.Union([t.Literal('line'), t.Literal('bar')])),
        stacked: t.Optional(t.Boolean()),
        yAxisID: t.Optional(t.Union([t.Literal('y'), t.Literal('y1')])),
      }),
      { error: 'data.datasets must be a list of datasets' },
    ),
  },
  { error: 'data must be an object with labels and datasets' },
);

const Name = t.String({ maxLength: 120, error: 'name must be at most 120 characters' });

/** Where the data comes from, shown as the chart's caption: an AI's source, linked when it has a web address; null for none. */
const SourceField = t.Union(
  [
    t.Object({
      label: t.String({ minLength: 1, maxLength: 200 }),
      url: t.Optional(t.String({ maxLength: 2000, pattern: '^https?://\\S+$' })),
    }),
    t.Null(),
  ],
  { error: 'source must be { label, url? }: a label of 1 to 200 characters and an http(s) address, or null' },
);

export const CreateChartBody = t.Object({
  dataSource: oneOf(DATA_SOURCES, 'dataSource'),
  sourceValue: t.Optional(t.Union([t.String({ maxLength: 500 }), t.Null()], { error: 'sourceValue must be text of at most 500 characters' })),
  name: t.Optional(t.Union([Name, t.Null()])),
  chartType: oneOf(CHART_TYPES, 'chartType'),
  theme: t.Optional(oneOf(THEME_IDS, 'theme')),
  data: ChartDataInput,
  options: t.Optional(ChartOptionsInput),
  source: t.Optional(SourceField),
});
export type CreateChartBody = typeof CreateChartBody.static;

export const UpdateChartBody = t.Partial(
  t.Object({
    name: t.Union([Name, t.Null()]),
    chartType: oneOf(CHART_TYPES, 'chartType'),
    theme: oneOf(THEME_IDS, 'theme'),
    data: ChartDataInput,
    options: ChartOptionsInput,
    source: SourceField,
    listed: Flag('listed'),
  }),
);
export type UpdateChartBody = typeof UpdateChartBody.static;

export const RenameBody = t.Object({ name: t.String({ error: 'name must be 1 to 120 characters' }) });

export const ChartIdParams = t.Object({ id: t.Numeric({ minimum: 1, maximum: 2_147_483_647, error: 'The chart id must be a positive whole number' }) });

export const ChartRecord = t.Object({
  id: t.Integer(),
  slug: t.String(),
  name: t.Union([t.String(), t.Null()]),
  chartType: t.String(),
  theme: t.String(),
  dataSource: t.String(),
  sourceValue: t.Union([t.String(), t.Null()]),
  source: t.Union([t.Object({ label: t.String(), url: t.Optional(t.String()) }), t.Null()]),
  data: t.Any(),
  options: t.Any(),
  listed: t.Boolean(),
  views: t.Integer(),
  likes: t.Integer(),
  commentCount: t.Integer(),
  createdAt: t.String(),
  updatedAt: t.String(),
});
export type ChartRecord = typeof ChartRecord.static;

export const ViewsQuery = t.Object({ days: t.Optional(t.Numeric({ minimum: 1, maximum: 365, error: 'days must be from 1 to 365' })) });
export const ViewsHistory = t.Array(t.Object({ day: t.String(), views: t.Integer() }));
