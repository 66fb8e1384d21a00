import { t } from 'elysia';

/** A page of the report queue: how many, and the report id the previous page ended at. */
export const ReportsQuery = t.Object({
  limit: t.Optional(t.Numeric({ minimum: 1, maximum: 100, error: 'limit must be from 1 to 100' })),
  before: t.Optional(t.Numeric({ minimum: 1, maximum: 2_147_483_647, error: 'before must be a report id' })),
});
