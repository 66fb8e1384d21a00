/**
 * A response body kept in memory with its ETag and compressed forms (made on first use), and the
 * one function that answers a request with it: 304 on a matching If-None-Match, brotli or gzip
 * when the client takes them.
 */
import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';

export interface CachedBody {
  body: Buffer;
  type: string;
  etag: string;
  compressible: boolean;
  /** Compressed at a fast level whatever its size: see `Effort`. */
  quick: boolean;
  gzip?: Buffer;
  br?: Buffer;
  /** Set while a huge body's compressed forms are made off the thread (see HUGE). */
  compressing?: boolean;
  /** The header records of its last answers, made once per set of headers it is answered with. */
  sent?: SentHeaders;
}

interface SentHeaders {
  /** What the caller passed: the records below are reused while it passes the same object. */
  given: Record<string, string>;
  plain: Headers;
  /** The plain records, from which the compressed answers' are made when first asked for: a chart read once needs one. */
  record: Record<string, string>;
  br?: Headers;
  gzip?: Headers;
  /** The plain answer, made once: a clone shares its body and copies its headers natively. */
  whole?: Response;
}

/**
 * `best` for files served many times each (the widget, the builder): brotli's best level, 5% smaller.
 * `quick` for answers rendered per chart, which a catalogue of random charts compresses on nearly
 * every read: brotli's best level took 2.9 ms for a 1.4 KB loader here, the fast one 57 µs, and at
 * the best level reads of random charts fell from 13,700 to 950 a second.
 */
export type Effort = 'best' | 'quick';

export function cachedBody(body: Buffer | string, type: string, effort: Effort = 'best'): CachedBody {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return {
    body: bytes,
    type,
    etag: `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 20)}"`,
    compressible: /^text\/|json|svg|javascript/.test(type) && bytes.length > 512,
    quick: effort === 'quick',
  };
}

/** Large bodies get a faster compression level: the best one takes seconds on megabytes. */
const LARGE = 64 * 1024;
/**
 * Huge bodies (a chart of 100,000 points is 2 MB of JSON) are compressed on zlib's threads, not
 * this one, which they would hold 50-150 ms: they go plain until their compressed forms are made.
 */
const HUGE = 512 * 1024;

function compressLater(entry: CachedBody): void {
  if (entry.compressing) return;
  entry.compressing = true;
  brotliCompress(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }, (error, br) => {
    if (!error) entry.br = br;
    gzip(entry.body, { level: 6 }, (failed, gzipped) => {
      if (!failed) entry.gzip = gzipped;
    });
  });
}

function sentHeaders(entry: CachedBody, given: Record<string, string>): SentHeaders {
  const plain: Record<string, string> = { 'content-type': entry.type, etag: entry.etag, 'x-content-type-options': 'nosniff', ...given };
  if (entry.compressible) plain.vary = 'Accept-Encoding';
  // Headers objects, which a Response copies natively, rather than records it would read key by key.
  const headers = new Headers(plain);
  return {
    given,
    plain: headers,
    record: plain,
  };
}

/**
 * Pass the same `headers` object for the same kind of answer (a constant, or one kept with the
 * entry): the full header records are then built once, not on every request, which counts on the
 * hot embed paths (docs/PERFORMANCE.md).
 */
export function respondCached(request: Request, entry: CachedBody, headers: Record<string, string>): Response {
  const sent = entry.sent?.given === headers ? entry.sent : (entry.sent = sentHeaders(entry, headers));
  const asked = request.headers;
  if (asked.get('if-none-match') === entry.etag) return new Response(null, { status: 304, headers: sent.plain });
  const accepted = entry.compressible ? asked.get('accept-encoding') : null;
  if (accepted && entry.body.length > HUGE && !(entry.br && entry.gzip)) compressLater(entry);
  else if (accepted) {
    const fast = entry.quick || entry.body.length > LARGE;
    const gzipAccepted = /\bgzip\b/.test(accepted);
    // A quick body's first reader gets gzip, three times cheaper to make than brotli even at its
    // fast level (18 against 57 us for a 1.4 KB loader): a catalogue read at random makes most
    // bodies for one reader. Brotli, 15% smaller, is made once a second reader asks.
    const brotli = /\bbr\b/.test(accepted) && (!entry.quick || entry.gzip !== undefined || !gzipAccepted);
    if (brotli) {
      entry.br ??= brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: fast ? 5 : 11 } });
      // Node Buffers are typed over ArrayBufferLike; these are plain ArrayBuffer-backed, so no copy is needed.
      return new Response(entry.br as Uint8Array<ArrayBuffer>, { headers: (sent.br ??= new Headers({ ...sent.record, 'content-encoding': 'br' })) });
    }
    if (gzipAccepted) {
      entry.gzip ??= gzipSync(entry.body, { level: fast ? 6 : 9 });
      return new Response(entry.gzip as Uint8Array<ArrayBuffer>, { headers: (sent.gzip ??= new Headers({ ...sent.record, 'content-encoding': 'gzip' })) });
    }
  }
  return (sent.whole ??= new Response(entry.body as Uint8Array<ArrayBuffer>, { headers: sent.plain })).clone() as Response;
}
