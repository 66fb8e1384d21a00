import { Elysia } from 'elysia';
import { EventBody } from '@shared/api/site';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createRateLimiter } from '../../lib/rate-limit';
import { createEventRecorder, EVENT_LIMITS } from './service';

/**
 * `POST /api/events`: the builder's page views, stored first-party; no third-party analytics.
 * Always 204: an event over a limit is dropped without telling the sender (see service.ts).
 */
export function eventsModule(deps: { db: Db; clock: Clock; clientIp(request: Request): string }) {
  const limiter = createRateLimiter(deps.db, deps.clock, { limit: EVENT_LIMITS.perAddress, windowMs: EVENT_LIMITS.perAddressWindowMs });
  const events = createEventRecorder(deps.db, deps.clock, limiter);
  return new Elysia({ name: 'events' }).post(
    '/api/events',
    async ({ body, set, request }) => {
      await events.record(body, deps.clientIp(request));
      set.status = 204;
    },
    {
      body: EventBody,
      parse: 'json',
      detail: {
        summary: 'Record an analytics event (a page view)',
        tags: ['analytics'],
        responses: { 204: { description: 'Recorded, or dropped without a word when over a limit' } },
      },
    },
  );
}
