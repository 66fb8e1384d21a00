import { Elysia } from 'elysia';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Config } from '../../lib/config';
import { sessionPlugin } from '../auth/session-plugin';
import { TrendingCharts, TrendingQuery } from './model';
import type { RankingCache } from './ranking-cache';
import { trendingCharts } from './service';

/**
 * `GET /api/trending-charts` (docs/api.md, Trending): an array of charts; the cursor for the next
 * page, when there is one, comes in the `X-Next-Cursor` header.
 */
export function trendingModule(deps: { db: Db; clock: Clock; config: Config; rankings: RankingCache; origin(request: Request): string }) {
  return new Elysia({ name: 'trending' }).use(sessionPlugin(deps)).get(
    '/api/trending-charts',
    async ({ query, set, user, request }) => {
      const { charts, next } = await trendingCharts(deps.db, deps.rankings, { ...query, viewer: user?.id ?? null, origin: deps.origin(request) });
      if (next) set.headers['x-next-cursor'] = next;
      return charts;
    },
    { query: TrendingQuery, response: TrendingCharts, detail: { summary: 'Listed charts by recent engagement', tags: ['social'] } },
  );
}
