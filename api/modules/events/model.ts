import { t } from 'elysia';

/** A first-party analytics event; page views are the one kind today. */
export const EventBody = t.Object({
  type: t.Literal('pageview', { error: 'type must be "pageview"' }),
  path: t.String({ minLength: 1, maxLength: 2048, pattern: '^/', error: 'path must be a URL path starting with /' }),
  referrer: t.Optional(t.String({ maxLength: 2048 })),
});
export type EventBody = typeof EventBody.static;
