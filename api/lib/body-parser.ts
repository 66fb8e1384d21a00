/**
 * Request bodies: a size limit checked before anything is read, and JSON parsed by us so that a
 * broken body, an empty one or a content type we do not take gets a 400 that says so.
 *
 * Routes with a body still say `parse: 'json'` (the upload `parse: 'formdata'`). This parser runs
 * before any route's and always answers for JSON calls, so Elysia's own never runs; but /api/docs
 * learns a body's content type only from a named parser, and without one publishes the body with
 * no content at all.
 */
import { Elysia } from 'elysia';
import { formatBytes } from './config';
import { BadRequestError, HttpError, PayloadTooLargeError } from './errors';
import { readCapped } from './read-capped';
import { exceedsJsonDepth } from './json-depth';
import { pathOf } from './request-guard';
import { unstorableText } from './storable-text';

/** The one call that takes multipart/form-data: the CSV upload. */
const UPLOAD_PATH = '/api/csv';

/** Far deeper than any body of ours (a chart's candles are five levels down). */
export const MAX_JSON_DEPTH = 32;

export interface BodyLimits {
  json: number;
  /** The largest file an upload may carry; the whole multipart body may be a little larger. */
  upload: number;
}

const MULTIPART_OVERHEAD = 64 * 1024;

export function bodyParser(limits: BodyLimits) {
  return new Elysia({ name: 'body-parser', seed: limits })
    .onRequest(({ request }) => {
      const length = request.headers.get('content-length');
      const declared = Number(length ?? 0);
      if (isMultipart(request.headers.get('content-type'))) {
        // A form is read whole by the framework, so its size must be known before it is read.
        if (length === null && request.body) throw new HttpError(411, 'Send the file with a Content-Length header');
        if (declared > limits.upload + MULTIPART_OVERHEAD) throw new PayloadTooLargeError(`The file is larger than the ${formatBytes(limits.upload)} limit`);
      } else if (declared > limits.json) {
        throw new PayloadTooLargeError(`The request body is too large: the limit is ${formatBytes(limits.json)}`);
      }
    })
    .onParse({ as: 'global' }, async ({ request, contentType }) => {
      const type = mediaType(contentType);
      if (type === 'multipart/form-data') {
        // Only the upload takes a form; a JSON call sent as a form (which needs no CORS preflight
        // from another site) is refused rather than quietly read.
        if (pathOf(request) === UPLOAD_PATH) return;
        throw new BadRequestError('This call takes JSON: send it with Content-Type: application/json');
      }
      const text = await readCapped(
        request,
        limits.json,
        () => new PayloadTooLargeError(`The request body is too large: the limit is ${formatBytes(limits.json)}`),
      );
      if (type === 'application/json' || type.endsWith('+json')) return parseJson(text);
      if (text.trim() === '') return {};
      throw new BadRequestError(`Unsupported Content-Type "${type || 'none'}": send JSON with Content-Type: application/json`);
    });
}

function parseJson(text: string): unknown {
  if (text.trim() === '') throw new BadRequestError('The request body is empty: send a JSON object');
  if (exceedsJsonDepth(text, MAX_JSON_DEPTH)) throw new BadRequestError(`The request body nests more than ${MAX_JSON_DEPTH} levels deep`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequestError('The request body is not valid JSON');
  }
  const unstorable = unstorableText(value, text);
  if (unstorable) throw new BadRequestError(unstorable);
  return value;
}

function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

function isMultipart(contentType: string | null): boolean {
  return mediaType(contentType) === 'multipart/form-data';
}
