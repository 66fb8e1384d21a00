import { Elysia } from 'elysia';
import type { Db } from '../../db/client';
import { EventBody } from './model';
import { recordEvent } from './service';

/** `POST /api/events`: the builder's page views, stored first-party; no third-party analytics. */
export function eventsModule(deps: { db: Db }) {
  return new Elysia({ name: 'events' }).post(
    '/api/events',
    async ({ body, set }) => {
      await recordEvent(deps.db, body);
      set.status = 204;
    },
    { body: EventBody, detail: { summary: 'Record an analytics event (a page view)', tags: ['analytics'] } },
  );
}
