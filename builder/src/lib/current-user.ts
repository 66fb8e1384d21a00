import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserRecord } from '@shared/api/users';
import { apiOrNullWhenSignedOut } from './api-client';

/** The signed-in user: loaded once on mount, null for guests, never retried. */
export const currentUserQuery = queryOptions({
  queryKey: ['/api/auth/user'] as const,
  queryFn: () => apiOrNullWhenSignedOut('GET /api/auth/user'),
});

export function useCurrentUser(): { user: UserRecord | null; isLoading: boolean; isAuthenticated: boolean } {
  const { data, isLoading } = useQuery(currentUserQuery);
  return { user: data ?? null, isLoading, isAuthenticated: Boolean(data) };
}
