/**
 * The frame page's answers (`/e/SLUG/frame?height=&lang=…`): a chart version's page is rendered
 * and compressed once (frame-page.ts's template), and each address's height, flags and language
 * are spliced in ahead of it (lib/gzip-splice.ts). Rendering the page again for each new height or
 * language read the whole chart each time: sixteen clients asking for new ones took the health
 * check to 320–600 ms (issue 43). Brotli cannot be spliced, and making it for every address is
 * what this avoids: an address is sent gzip'd, and only the first few of a version that readers
 * come back to also get brotli, made once on zlib's threads (a third of gzip's size for a chart's
 * numbers, so worth it for the addresses bloggers use, not for an attacker's).
 */
import { createHash } from 'node:crypto';
import { brotliCompress, constants as zlib } from 'node:zlib';
import { deflateTail, spliceHead, splicedGzip, type DeflatedTail, type SplicedHead } from '../../lib/gzip-splice';
import { LruCache } from '../../lib/lru-cache';
import { CROSS_ORIGIN } from '../../lib/cross-origin';
import { SHARED_CACHE_CONTROL } from './embed-headers';
import { frameKey, type FrameOptions, type FrameTemplate } from './frame-page';

/**
 * The addresses of one version whose whole answer is kept: a blogger's iframe asks for one or two.
 * As many of them as this also get brotli, the first that are read twice.
 */
const WHOLE_KEPT = 4;
/** The addresses of one version whose head is kept, to tell the second reader of one from the first. */
const HEADS_KEPT = 64;

interface Variant {
  etag: string;
  head: Buffer;
  spliced: SplicedHead;
  headers: Record<string, string>;
  /** Readers so far. */
  readers: number;
}

/** An address's whole answer, gzip'd, and brotli'd once that is made. */
interface Whole {
  gzip: Response;
  br?: Response;
}

export interface FrameAnswers {
  /** The bytes it may come to hold, for the cache that keeps it. */
  bytes: number;
  respond(request: Request, options: FrameOptions): Response;
}

const hashOf = (bytes: Buffer | string) => createHash('sha1').update(bytes).digest('base64url').slice(0, 16);

/** A body sent as it is, its parts written one after another: the tail, shared, is not copied. */
const streamOf = (parts: readonly Uint8Array[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });

/**
 * A version's frame answers, its page compressed on zlib's threads first. An address read for the
 * first time is streamed in its parts, so a flood of new ones allocates no body; from its second
 * reader on, its whole answer is kept (for WHOLE_KEPT addresses) and each reader gets a clone.
 */
export async function frameAnswers(template: FrameTemplate): Promise<FrameAnswers> {
  const tail = Buffer.from(template.tail);
  const deflated: DeflatedTail = await deflateTail(tail);
  const tailHash = hashOf(tail);
  const variants = new LruCache<Variant>(HEADS_KEPT, () => 1);
  const wholes = new LruCache<Whole>(WHOLE_KEPT, () => 1);
  let brotliLeft = WHOLE_KEPT;

  function variant(key: string, options: FrameOptions): Variant {
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
      found = { etag, head, spliced: spliceHead(head, deflated), headers, readers: 0 };
      variants.set(key, found);
    }
    return found;
  }

  /** The address's whole answer from its second reader on; null for its first, who is sent the parts. */
  function whole(key: string, found: Variant): Whole | null {
    const known = wholes.get(key);
    if (known || found.readers++ === 0) return known ?? null;
    const gzip = Buffer.concat(splicedGzip(found.spliced, deflated)) as Uint8Array<ArrayBuffer>;
    const made: Whole = { gzip: new Response(gzip, { headers: { ...found.headers, 'content-encoding': 'gzip' } }) };
    if (brotliLeft > 0) {
      brotliLeft--;
      brotliCompress(Buffer.concat([found.head, tail]), { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }, (error, br) => {
        if (!error) made.br = new Response(br as Uint8Array<ArrayBuffer>, { headers: { ...found.headers, 'content-encoding': 'br' } });
      });
    }
    wholes.set(key, made);
    return made;
  }

  return {
    // Brotli is smaller than gzip: each whole counts twice the kept stream at most.
    bytes: tail.length + (2 * WHOLE_KEPT + 1) * deflated.deflated.length + HEADS_KEPT * 4096,
    respond(request, options) {
      const key = frameKey(options);
      const found = variant(key, options);
      const asked = request.headers;
      if (asked.get('if-none-match') === found.etag) return new Response(null, { status: 304, headers: found.headers });
      const accepted = asked.get('accept-encoding') ?? '';
      const ready = whole(key, found);
      if (ready?.br && /\bbr\b/.test(accepted)) return ready.br.clone() as Response;
      if (/\bgzip\b/.test(accepted)) {
        if (ready) return ready.gzip.clone() as Response;
        return new Response(streamOf(splicedGzip(found.spliced, deflated)), { headers: { ...found.headers, 'content-encoding': 'gzip' } });
      }
      return new Response(streamOf([found.head, tail]), { headers: found.headers });
    },
  };
}
