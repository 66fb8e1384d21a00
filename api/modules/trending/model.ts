import { t } from 'elysia';
import { ChartRecord } from '../charts/model';

export const TrendingQuery = t.Object({
  limit: t.Optional(t.Numeric({ minimum: 1, maximum: 100, error: 'limit must be from 1 to 100' })),
  cursor: t.Optional(t.String({ maxLength: 200 })),
});

export const TrendingChart = t.Composite([
  ChartRecord,
  t.Object({
    user: t.Object({ id: t.Integer(), username: t.String() }),
    /** Whether the signed-in reader likes this chart (always false for guests). */
    liked: t.Boolean(),
  }),
]);
export const TrendingCharts = t.Array(TrendingChart);
