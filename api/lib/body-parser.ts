/**
 * Request bodies: a size limit checked before anything is read, and JSON parsed by us so that a
 * broken body, an empty one or a content type we do not take gets a 400 that says so.
 */
import { Elysia } from 'elysia';
import { formatBytes } from './config';
import { BadRequestError, PayloadTooLargeError } from './errors';

export interface BodyLimits {
  json: number;
  /** The largest file an upload may carry; the whole multipart body may be a little larger. */
  upload: number;
}

const MULTIPART_OVERHEAD = 64 * 1024;

export function bodyParser(limits: BodyLimits) {
  return new Elysia({ name: 'body-parser', seed: limits })
    .onRequest(({ request }) => {
      const declared = Number(request.headers.get('content-length') ?? 0);
      if (isMultipart(request.headers.get('content-type'))) {
        if (declared > limits.upload + MULTIPART_OVERHEAD) throw new PayloadTooLargeError(`The file is larger than the ${formatBytes(limits.upload)} limit`);
      } else if (declared > limits.json) {
        throw new PayloadTooLargeError(`The request body is too large: the limit is ${formatBytes(limits.json)}`);
      }
    })
    .onParse({ as: 'global' }, async ({ request, contentType }) => {
      const type = mediaType(contentType);
      if (type === 'multipart/form-data') return;
      const text = await request.text();
      if (Buffer.byteLength(text) > limits.json) {
        throw new PayloadTooLargeError(`The request body is too large: the limit is ${formatBytes(limits.json)}`);
      }
      if (type === 'application/json' || type.endsWith('+json')) return parseJson(text);
      if (text.trim() === '') return {};
      throw new BadRequestError(
        `Unsupported Content-Type "${type || 'none'}": send JSON with Content-Type: application/json`,
      );
    });
}

function parseJson(text: string): unknown {
  if (text.trim() === '') throw new BadRequestError('The request body is empty: send a JSON object');
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestError('The request body is not valid JSON');
  }
}

function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

function isMultipart(contentType: string | null): boolean {
  return mediaType(contentType) === 'multipart/form-data';
}
