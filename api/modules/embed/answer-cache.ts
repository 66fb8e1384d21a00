/**
 * Rendered `/e/` answers, kept per chart version, and the request URLs already answered from them.
 * Nearly every embed request repeats a URL answered before whose version was looked up within
 * VERSION_TTL_MS: that one is answered with one map lookup, no promise and no query
 * (docs/PERFORMANCE.md). Readers arriving together after an edit share one rendering.
 */
import { LruCache } from '../../lib/lru-cache';
import type { Kind } from './address';
import type { createChartVersions, KnownVersion } from './chart-versions';
import { VERSION_TTL_MS } from './chart-versions';
import type { Rendered } from './embed-headers';
import type { ChartVersion } from './service';

/**
 * An answer rendered for one exact request URL, which fixes the slug, the kind and the origin at
 * once (the body stays in the rendered cache, which alone bounds the memory it holds).
 */
interface ReadyAnswer {
  slug: string;
  kind: Kind;
  known: KnownVersion;
  key: string;
}

/** URLs with an answer ready; past this many (query strings vary) the map starts over. */
const MAX_READY_URLS = 20_000;
const MAX_RENDERED_BYTES = 64 * 1024 * 1024;

export interface ReadyHit {
  kind: Kind;
  version: ChartVersion;
  entry: Rendered;
}

export function createAnswerCache(versions: ReturnType<typeof createChartVersions>) {
  const rendered = new LruCache<Rendered>(MAX_RENDERED_BYTES, (entry) => entry.body.length * 2);
  const inFlight = new Map<string, Promise<Rendered | null>>();
  const readyAnswers = new Map<string, ReadyAnswer>();

  return {
    /** The entry under `key`, rendered once however many readers ask for it at the same moment. */
    async entry(key: string, render: () => Promise<Rendered | null>): Promise<Rendered | null> {
      const kept = rendered.get(key);
      if (kept) return kept;
      let rendering = inFlight.get(key);
      if (!rendering) {
        rendering = render().finally(() => inFlight.delete(key));
        inFlight.set(key, rendering);
      }
      const fresh = await rendering;
      if (fresh) rendered.set(key, fresh);
      return fresh;
    },

    /** Notes that `url` is answered by the entry under `key` while the slug stays at `version`. */
    remember(url: string, slug: string, kind: Kind, version: ChartVersion, key: string): void {
      const known = versions.known(slug);
      if (known?.version?.version !== version.version) return;
      if (readyAnswers.size >= MAX_READY_URLS) readyAnswers.clear();
      readyAnswers.set(url, { slug, kind, known, key });
    },

    /**
     * The answer ready for this URL, or null to send the request the long way. Just expired, what
     * is known answers while one lookup runs behind (an edit shows on the next load); expired
     * longer ago, the request waits for the lookup like any other.
     */
    ready(url: string): ReadyHit | null {
      const ready = readyAnswers.get(url);
      if (!ready || ready.known.replaced) return null;
      const age = Date.now() - ready.known.checkedAt;
      if (age >= VERSION_TTL_MS) {
        if (age >= 2 * VERSION_TTL_MS) return null;
        versions.lookUp(ready.slug).catch(() => undefined);
      }
      const entry = rendered.peek(ready.key);
      return entry ? { kind: ready.kind, version: ready.known.version!, entry } : null;
    },
  };
}
