import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileBody } from '@shared/api/users';
import { api } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';

/** Saves the profile; the answer replaces the cached current user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) => api('PATCH /api/profile', { body }),
    onSuccess: (user) => queryClient.setQueryData(currentUserQuery.queryKey, user),
  });
}
