/**
 * The frame page's answers (`/e/SLUG/frame?height=&lang=…`): a chart version's page is rendered
 * and compressed once (frame-page.ts's template), and each address's height, flags and language
 * are spliced in ahead of it (lib/gzip-splice.ts). Rendering the page again for each new height or
 * language read the whole chart each time: sixteen clients asking for new ones took the health
 * check to 320–600 ms (issue 43). Frames are sent gzip'd, never brotli'd: brotli cannot be spliced,
 * and making it per address is what this avoids.
 */
import { createHash } from 'node:crypto';
import { deflateTail, spliceHead, splicedGzip, type DeflatedTail } from '../../lib/gzip-splice';
import { LruCache } from '../../lib/lru-cache';
import { CROSS_ORIGIN, SHARED_CACHE_CONTROL } from './embed-headers';
import { frameKey, type FrameOptions, type FrameTemplate } from './frame-page';

/** The addresses of one version whose whole answer is kept: a blogger's iframe asks for one or two. */
const VARIANTS_KEPT = 4;

interface Variant {
  etag: string;
  head: Buffer;
  /** The whole gzip body, for the next reader of the same address. */
  gzip: Response;
  headers: Record<string, string>;
}

export interface FrameAnswers {
  /** The bytes it may come to hold, for the cache that keeps it. */
  bytes: number;
  respond(request: Request, options: FrameOptions): Response;
}

const hashOf = (bytes: Buffer | string) => createHash('sha1').update(bytes).digest('base64url').slice(0, 16);

/** A version's frame answers, its page compressed on zlib's threads first. */
export async function frameAnswers(template: FrameTemplate): Promise<FrameAnswers> {
  const tail = Buffer.from(template.tail);
  const kept: DeflatedTail = await deflateTail(tail);
  const tailHash = hashOf(tail);
  const variants = new LruCache<Variant>(VARIANTS_KEPT, () => 1);

  function variant(options: FrameOptions): Variant {
    const key = frameKey(options);
    let found = variants.get(key);
    if (!found) {
      const page = template.head(options);
      const head = Buffer.from(page.html);
      const etag = `"${tailHash}.${hashOf(head)}"`;
      const headers = {
        'content-type': 'text/html; charset=utf-8',
        etag,
        'x-content-type-options': 'nosniff',
        vary: 'Accept-Encoding',
        'cache-control': SHARED_CACHE_CONTROL,
        ...CROSS_ORIGIN,
        'content-security-policy': page.policy,
      };
      const gzip = new Response(splicedGzip(spliceHead(head, kept), kept) as Uint8Array<ArrayBuffer>, { headers: { ...headers, 'content-encoding': 'gzip' } });
      found = { etag, head, gzip, headers };
      variants.set(key, found);
    }
    return found;
  }

  return {
    bytes: tail.length + (VARIANTS_KEPT + 1) * (kept.deflated.length + 4096),
    respond(request, options) {
      const { etag, head, gzip, headers } = variant(options);
      const asked = request.headers;
      if (asked.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
      if (/\bgzip\b/.test(asked.get('accept-encoding') ?? '')) return gzip.clone() as Response;
      return new Response(Buffer.concat([head, tail]) as Uint8Array<ArrayBuffer>, { headers });
    },
  };
}
