/**
 * Rendered `/e/` answers, kept per chart version, and the request URLs already answered from them.
 * Nearly every embed request repeats a URL answered before whose version was looked up within
 * VERSION_TTL_MS: that one is answered with one map lookup, no promise and no query
 * (docs/PERFORMANCE.md). Readers arriving together after an edit share one rendering.
 *
 * Every part is bounded by bytes, whatever an attacker asks for: images have a budget of their
 * own, so a flood of sizes cannot push out the pages and loaders readers read, and the URLs kept
 * are counted with their length (8,000 distinct 16 KB query strings on one loader once held
 * 123 MB for good, issue 43).
 */
import { LruCache } from '../../lib/lru-cache';
import { isImage, type Kind } from './address';
import type { createChartVersions, KnownVersion } from './chart-versions';
import { VERSION_TTL_MS } from './chart-versions';
import type { Rendered } from './embed-headers';
import type { FrameAnswers } from './frame-answer';
import type { FrameOptions } from './frame-page';
import type { ChartVersion } from './service';

/** What is kept for one rendering: a body, or a frame page that each address's options are spliced into. */
export type Kept = Rendered | FrameAnswers;

export const isFrameAnswers = (kept: Kept): kept is FrameAnswers => 'respond' in kept;

/**
 * An answer rendered for one exact request URL, which fixes the slug, the kind and the origin at
 * once (the body stays in the rendered cache, which alone bounds the memory it holds).
 */
interface ReadyAnswer {
  slug: string;
  kind: Kind;
  known: KnownVersion;
  key: string;
  /** A frame's options, read from this URL once. */
  frame?: FrameOptions;
  /** What keeping it costs: the URL and key as UTF-16, and the records around them. */
  bytes: number;
}

export const CACHE_BUDGETS = {
  rendered: 64 * 1024 * 1024,
  images: 32 * 1024 * 1024,
  /** About 20,000 URLs of a usual length. */
  readyUrls: 8 * 1024 * 1024,
};
/** A URL longer than this is answered the long way every time: no reader's embed has one. */
export const MAX_READY_URL = 2048;
const READY_RECORD_BYTES = 200;

export interface ReadyHit {
  kind: Kind;
  version: ChartVersion;
  entry: Kept;
  frame?: FrameOptions;
}

const sizeOf = (kept: Kept) => (isFrameAnswers(kept) ? kept.bytes : kept.body.length * 2);

export function createAnswerCache(versions: ReturnType<typeof createChartVersions>, budgets = CACHE_BUDGETS) {
  const rendered = new LruCache<Kept>(budgets.rendered, sizeOf);
  const images = new LruCache<Kept>(budgets.images, sizeOf);
  const inFlight = new Map<string, Promise<Kept | null>>();
  const readyAnswers = new LruCache<ReadyAnswer>(budgets.readyUrls, (ready) => ready.bytes);
  const cacheFor = (kind: Kind) => (isImage(kind) ? images : rendered);

  return {
    /** The entry under `key`, rendered once however many readers ask for it at the same moment. */
    async entry(kind: Kind, key: string, render: () => Promise<Kept | null>): Promise<Kept | null> {
      const cache = cacheFor(kind);
      const kept = cache.get(key);
      if (kept) return kept;
      let rendering = inFlight.get(key);
      if (!rendering) {
        rendering = render().finally(() => inFlight.delete(key));
        inFlight.set(key, rendering);
      }
      const fresh = await rendering;
      if (fresh) cache.set(key, fresh);
      return fresh;
    },

    /** Notes that `url` is answered by the entry under `key` while the slug stays at `version`. */
    remember(url: string, slug: string, kind: Kind, version: ChartVersion, key: string, frame?: FrameOptions): void {
      if (url.length > MAX_READY_URL) return;
      const known = versions.known(slug);
      if (known?.version?.version !== version.version) return;
      readyAnswers.set(url, { slug, kind, known, key, frame, bytes: (url.length + key.length) * 2 + READY_RECORD_BYTES });
    },

    /**
     * The answer ready for this URL, or null to send the request the long way. Just expired, what
     * is known answers while one lookup runs behind (an edit shows on the next load); expired
     * longer ago, the request waits for the lookup like any other.
     */
    ready(url: string): ReadyHit | null {
      const ready = readyAnswers.peek(url);
      if (!ready || ready.known.replaced) return null;
      const age = Date.now() - ready.known.checkedAt;
      if (age >= VERSION_TTL_MS) {
        if (age >= 2 * VERSION_TTL_MS) return null;
        versions.lookUp(ready.slug).catch(() => undefined);
      }
      const entry = rendered.peek(ready.key);
      return entry ? { kind: ready.kind, version: ready.known.version!, entry, frame: ready.frame } : null;
    },

    /** What each part holds (for tests, through TEST_HOOKS). */
    sizes: () => ({ renderedBytes: rendered.bytes, imageBytes: images.bytes, readyUrls: readyAnswers.size, readyUrlBytes: readyAnswers.bytes }),
  };
}
