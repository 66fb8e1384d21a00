import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';
import type { User } from '../../../types/api';

export interface ProfileInput {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Saves the profile; the answer replaces the cached current user (SPEC.md §7). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProfileInput) => (await apiRequest('PATCH', '/api/profile', input)).json() as Promise<User>,
    onSuccess: (user) => queryClient.setQueryData(currentUserQuery.queryKey, user),
  });
}

export function useResendProfileVerification() {
  return useMutation({
    mutationFn: async (email: string) => (await apiRequest('POST', '/api/auth/resend-verification', { email })).json(),
  });
}
