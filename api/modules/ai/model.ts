import { t } from 'elysia';

export const QueryBody = t.Object({
  query: t.String({ minLength: 3, maxLength: 500, error: 'query must be 3 to 500 characters' }),
});

/** The spec's query response (labels, datasets, data, name, chartType, columns) plus sources. */
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
  data: t.Array(t.Number()),
  sources: t.Array(t.Object({ title: t.String(), url: t.String() })),
});
export type QueryAnswer = typeof QueryAnswer.static;
