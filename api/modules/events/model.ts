import { t } from 'elysia';

/** A first-party analytics event; page views are the one kind today. */
export const EventBody = t.Object({
  type: t.Literal('pageview', { error: 'type must be "pageview"' }),
  path: t.String({ minLength: 1, maxLength: 300, pattern: '^/', error: 'path must be a URL path starting with / of at most 300 characters' }),
  referrer: t.Optional(t.String({ maxLength: 1000, error: 'referrer must be a URL of at most 1000 characters' })),
});
export type EventBody = typeof EventBody.static;
