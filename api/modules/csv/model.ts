import { t } from 'elysia';

export const CsvUpload = t.Object({ csv: t.File({ error: 'csv: attach the file in the form field "csv"' }) });

export const CsvAnswer = t.Object({
  name: t.String(),
  labels: t.Array(t.String()),
  data: t.Array(t.Union([t.Number(), t.Null()])),
  datasets: t.Array(t.Object({ label: t.String(), data: t.Array(t.Union([t.Number(), t.Null()])) })),
  columns: t.Array(t.String()),
});
