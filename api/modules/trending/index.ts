import { Elysia } from 'elysia';
import { TrendingCharts } from '@shared/api/social';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { respondCached, type CachedBody } from '../../lib/cached-response';
import type { Config } from '../../lib/config';
import { sessionPlugin } from '../../session/session-plugin';
import type { RankingCache } from './ranking-cache';
import { trendingCharts } from './service';
import { TrendingQuery } from './model';

/**
 * `GET /api/trending-charts` (docs/api.md, Trending): an array of charts; the cursor for the next
 * page, when there is one, comes in the `X-Next-Cursor` header.
 */
// One headers record per page written out, so respondCached builds its header objects once per page.
const sentWith = new WeakMap<CachedBody, Record<string, string>>();

export function trendingModule(deps: { db: Db; clock: Clock; config: Config; rankings: RankingCache; origin(request: Request): string }) {
  return new Elysia({ name: 'trending' }).use(sessionPlugin(deps)).get(
    '/api/trending-charts',
    async ({ query, set, user, request }) => {
      const page = await trendingCharts(deps.db, deps.rankings, { ...query, viewer: user?.id ?? null, origin: deps.origin(request) });
      if (page.next) set.headers['x-next-cursor'] = page.next;
      if ('charts' in page) return page.charts;
      // A guest's page is these same records written out once (see service.ts), so it is sent as it
      // is, compressed and with an ETag; typed as the records, which is what it holds.
      let headers = sentWith.get(page.json);
      if (!headers) sentWith.set(page.json, (headers = page.next ? { 'x-next-cursor': page.next } : {}));
      return respondCached(request, page.json, headers) as unknown as typeof TrendingCharts.static;
    },
    { query: TrendingQuery, response: TrendingCharts, detail: { summary: 'Listed charts by recent engagement', tags: ['social'] } },
  );
}
