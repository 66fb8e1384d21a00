import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';

/** `DELETE /api/profile`: the account is gone and signed out, so every cached answer goes too. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api('DELETE /api/profile', { body: { password } }),
    onSuccess: () => {
      queryClient.removeQueries();
      queryClient.setQueryData(currentUserQuery.queryKey, null);
    },
  });
}
