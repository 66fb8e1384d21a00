import { t } from 'elysia';
import { ReadingChoices } from '@shared/api/data-answers';

/** The file, and the optional choices that override how it is read (docs/api.md, "Reading data"). */
export const CsvUpload = t.Object({
  csv: t.File({ error: 'csv: attach the file in the form field "csv"' }),
  decimal: ReadingChoices.properties.decimal,
  dateOrder: ReadingChoices.properties.dateOrder,
  transpose: ReadingChoices.properties.transpose,
});
