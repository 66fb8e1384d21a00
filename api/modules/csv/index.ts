import { Elysia } from 'elysia';
import { CsvAnswer } from '@shared/api/data-answers';
import type { RateLimiter } from '../../lib/rate-limit';
import { pathOf } from '../../lib/request-guard';
import { chartFromUpload } from './service';
import { CsvUpload } from './model';

export const UPLOAD_WINDOW_MS = 10 * 60_000;

/** `POST /api/csv` (multipart, field `csv`, optional `decimal`, `dateOrder` and `transpose`): an uploaded CSV file as chart data. */
export function csvModule(deps: { maxBytes: number; limiter: RateLimiter; clientIp(request: Request): string }) {
  return (
    new Elysia({ name: 'csv' })
      // Counted before the body is read: an address over its uploads costs the server no parsing.
      .onRequest(async ({ request }) => {
        if (request.method === 'POST' && pathOf(request) === '/api/csv') await deps.limiter.hit([`csv:ip:${deps.clientIp(request)}`]);
      })
      .post(
        '/api/csv',
        ({ body, request }) =>
          chartFromUpload(deps.clientIp(request), body.csv, deps.maxBytes, { decimal: body.decimal, dateOrder: body.dateOrder, transpose: body.transpose }),
        {
          body: CsvUpload,
          parse: 'formdata',
          response: CsvAnswer,
          detail: { summary: 'Chart data from an uploaded CSV file', tags: ['data'] },
        },
      )
  );
}
