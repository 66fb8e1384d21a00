/**
 * Request bodies: a size limit checked before anything is read, and JSON parsed by us so that a
 * broken body, an empty one or a content type we do not take gets a 400 that says so.
 */
import { Elysia } from 'elysia';
import { formatBytes } from './config';
import { BadRequestError, PayloadTooLargeError } from './errors';

export interface BodyLimits {
  json: number;
  multipart: number;
}

export function bodyParser(limits: BodyLimits) {
  return new Elysia({ name: 'body-parser', seed: limits })
    .onRequest(({ request }) => {
      const declared = Number(request.headers.get('content-length') ?? 0);
      const limit = isMultipart(request.headers.get('content-type')) ? limits.multipart : limits.json;
      if (declared > limit) throw new PayloadTooLargeError(`The request body is too large: the limit is ${formatBytes(limit)}`);
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
