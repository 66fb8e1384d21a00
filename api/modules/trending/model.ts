import { t } from 'elysia';

export const TrendingQuery = t.Object({
  limit: t.Optional(t.Numeric({ minimum: 1, maximum: 100, error: 'limit must be from 1 to 100' })),
  cursor: t.Optional(t.String({ maxLength: 200 })),
});
