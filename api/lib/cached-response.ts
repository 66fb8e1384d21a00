/**
 * A response body kept in memory with its ETag and compressed forms (made on first use), and the
 * one function that answers a request with it: 304 on a matching If-None-Match, brotli or gzip
 * when the client takes them.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export interface CachedBody {
  body: Buffer;
  type: string;
  etag: string;
  compressible: boolean;
  gzip?: Buffer;
  br?: Buffer;
}

export function cachedBody(body: Buffer | string, type: string): CachedBody {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return {
    body: bytes,
    type,
    etag: `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 20)}"`,
    compressible: /^text\/|json|svg|javascript/.test(type) && bytes.length > 512,
  };
}

/** Large bodies get a faster compression level: the best one takes seconds on megabytes. */
const LARGE = 64 * 1024;

export function respondCached(request: Request, entry: CachedBody, headers: Record<string, string>): Response {
  const all: Record<string, string> = { 'content-type': entry.type, etag: entry.etag, 'x-content-type-options': 'nosniff', ...headers };
  if (entry.compressible) all.vary = 'Accept-Encoding';
  if (request.headers.get('if-none-match') === entry.etag) return new Response(null, { status: 304, headers: all });

  let body = entry.body;
  if (entry.compressible) {
    const accepted = request.headers.get('accept-encoding') ?? '';
    const large = entry.body.length > LARGE;
    if (/\bbr\b/.test(accepted)) {
      entry.br ??= brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: large ? 5 : 11 } });
      body = entry.br;
      all['content-encoding'] = 'br';
    } else if (/\bgzip\b/.test(accepted)) {
      entry.gzip ??= gzipSync(entry.body, { level: large ? 6 : 9 });
      body = entry.gzip;
      all['content-encoding'] = 'gzip';
    }
  }
  // Node Buffers are typed over ArrayBufferLike; these are plain ArrayBuffer-backed, so no copy is needed.
  return new Response(body as Uint8Array<ArrayBuffer>, { headers: all });
}
