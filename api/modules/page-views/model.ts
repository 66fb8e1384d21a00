import { t } from 'elysia';

/** A page view as the builder reports it on each route change. */
export const PageViewBody = t.Object({
  path: t.String({ minLength: 1, maxLength: 2048, pattern: '^/', error: 'path must be a URL path starting with /' }),
  referrer: t.Optional(t.String({ maxLength: 2048 })),
});
export type PageViewBody = typeof PageViewBody.static;
