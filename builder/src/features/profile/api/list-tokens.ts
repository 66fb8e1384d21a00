import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * `GET /api/tokens`: the signed-in user's tokens, newest first, never their secrets. Fetched again
 * whenever the list shows, unlike the builder's other queries: scripts, not the builder, change
 * when a token was last used.
 */
export const tokensQuery = queryOptions({
  queryKey: ['/api/tokens'] as const,
  queryFn: () => api('GET /api/tokens'),
  staleTime: 0,
});
