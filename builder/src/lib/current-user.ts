import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../types/api';
import { getQueryFn } from './api-client';

/** The signed-in user (SPEC.md §4): loaded once on mount, null for guests, never retried. */
export const currentUserQuery = queryOptions({
  queryKey: ['/api/auth/user'] as const,
  queryFn: getQueryFn<User>({ on401: 'returnNull' }),
});

export function useCurrentUser(): { user: User | null; isLoading: boolean; isAuthenticated: boolean } {
  const { data, isLoading } = useQuery(currentUserQuery);
  return { user: data ?? null, isLoading, isAuthenticated: Boolean(data) };
}
