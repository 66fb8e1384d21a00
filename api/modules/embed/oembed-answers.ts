/**
 * `/api/oembed`, answered from what the embed paths already keep: which version a slug is at and
 * what the chart is called (chart-versions.ts), never its data. Reading a 100,000-point chart
 * whole for its name held this thread tens of milliseconds, so sixteen clients asking in a loop
 * took the health check from 2 ms to 400 ms (issue 43). Answers are kept per chart version, origin
 * and the part of the consumer's maximum that matters, with their ETag: an edit changes the
 * version (at once on this instance, through lib/chart-changes.ts), and with it the answer.
 */
import { cachedBody, respondCached } from '../../lib/cached-response';
import { LruCache } from '../../lib/lru-cache';
import { NotFoundError } from '../../lib/errors';
import type { createChartVersions } from './chart-versions';
import { CROSS_ORIGIN } from '../../lib/cross-origin';
import { SHARED_CACHE_CONTROL, type Rendered } from './embed-headers';
import type { OembedQuery } from './model';
import { oembedFor, oembedMax, oembedSlug } from './service';

/** An answer is under a kilobyte: this keeps a few thousand, whatever maximums consumers send. */
const MAX_KEPT_BYTES = 4 * 1024 * 1024;

const HEADERS = { 'cache-control': SHARED_CACHE_CONTROL, 'access-control-allow-origin': '*', ...CROSS_ORIGIN };

export function createOembedAnswers(versions: ReturnType<typeof createChartVersions>) {
  const kept = new LruCache<Rendered>(MAX_KEPT_BYTES, (entry) => entry.body.length * 2 + 256);
  let made = 0;

  return {
    async answer(request: Request, origin: string, query: OembedQuery): Promise<Response> {
      const slug = oembedSlug(origin, query);
      const version = await versions.current(slug);
      if (!version) throw new NotFoundError('There is no chart at that address');
      const max = oembedMax(query);
      const key = `${slug}:${version.version}:${origin}:${max.width}x${max.height}`;
      let entry = kept.get(key);
      if (!entry) {
        entry = cachedBody(JSON.stringify(oembedFor({ slug, title: version.title }, origin, max)), 'application/json', 'quick');
        made++;
        kept.set(key, entry);
      }
      return respondCached(request, entry, HEADERS);
    },
    /** How many answers were made rather than found kept (for tests, through TEST_HOOKS). */
    made: () => made,
  };
}
