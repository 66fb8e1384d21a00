import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Each data source and price provider as every instance recorded it; fetched again each minute while the dashboard is open. */
export const adminSourcesQuery = queryOptions({
  queryKey: ['/api/admin/sources'] as const,
  queryFn: () => api('GET /api/admin/sources'),
  refetchInterval: 60_000,
});
