import { Elysia } from 'elysia';
import { CsvAnswer, CsvUpload } from './model';
import { chartFromUpload } from './service';

/** `POST /api/csv` (multipart, field `csv`): an uploaded CSV file as chart data. */
export function csvModule(deps: { maxBytes: number }) {
  return new Elysia({ name: 'csv' }).post('/api/csv', ({ body }) => chartFromUpload(body.csv, deps.maxBytes), {
    body: CsvUpload,
    parse: 'formdata',
    response: CsvAnswer,
    detail: { summary: 'Chart data from an uploaded CSV file', tags: ['data'] },
  });
}
