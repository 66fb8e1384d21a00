import { Elysia } from 'elysia';
import type { Db } from '../../db/client';
import { PageViewBody } from './model';
import { recordPageView } from './service';

/** `POST /api/page-views`: the builder's analytics beacon, one row per route change. */
export function pageViewsModule(deps: { db: Db }) {
  return new Elysia({ name: 'page-views' }).post(
    '/api/page-views',
    async ({ body, set }) => {
      await recordPageView(deps.db, body);
      set.status = 204;
    },
    { body: PageViewBody, detail: { summary: 'Record a page view', tags: ['analytics'] } },
  );
}
