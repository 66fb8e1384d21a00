import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cachedBody, respondCached } from './cached-response';

const text = `window.chart = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => i * 1.5))};`;
const headers = { 'cache-control': 'no-cache' };
const ask = (encodings: string | null, etag?: string) =>
  new Request('http://x/e/a.js', { headers: { ...(encodings ? { 'accept-encoding': encodings } : {}), ...(etag ? { 'if-none-match': etag } : {}) } });
const decoded = async (response: Response) => {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  return (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString();
};

describe('respondCached', () => {
  it('gives a body rendered per chart gzip for its first reader and brotli from the second', async () => {
    const entry = cachedBody(text, 'text/javascript', 'quick');
    const first = respondCached(ask('gzip, deflate, br, zstd'), entry, headers);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const second = respondCached(ask('gzip, deflate, br, zstd'), entry, headers);
    expect(second.headers.get('content-encoding')).toBe('br');
    expect([await decoded(first), await decoded(second)]).toEqual([text, text]);
    expect(respondCached(ask('br'), cachedBody(text, 'text/javascript', 'quick'), headers).headers.get('content-encoding')).toBe('br');
  });

  it('gives a file served many times brotli at once, plain to a client that takes nothing, and 304 for its ETag', async () => {
    const entry = cachedBody(text, 'text/javascript');
    expect(respondCached(ask('gzip, br'), entry, headers).headers.get('content-encoding')).toBe('br');
    const plain = respondCached(ask(null), entry, headers);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await decoded(plain)).toBe(text);
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(respondCached(ask('gzip', entry.etag), entry, headers).status).toBe(304);
  });
});
