import { Elysia } from 'elysia';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { TrendingCharts, TrendingQuery } from './model';
import { trendingCharts } from './service';

/**
 * `GET /api/trending-charts`: an array of charts as the spec's client reads it; the cursor for the
 * next page, when there is one, comes in the `X-Next-Cursor` header.
 */
export function trendingModule(deps: { db: Db; clock: Clock }) {
  return new Elysia({ name: 'trending' }).get(
    '/api/trending-charts',
    async ({ query, set }) => {
      const { charts, next } = await trendingCharts(deps.db, deps.clock, query);
      if (next) set.headers['x-next-cursor'] = next;
      return charts;
    },
    { query: TrendingQuery, response: TrendingCharts, detail: { summary: 'Listed charts by recent engagement', tags: ['social'] } },
  );
}
