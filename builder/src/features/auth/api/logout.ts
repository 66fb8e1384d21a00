import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';

/** Signs out: the cached user becomes null and every other cached query goes. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('POST /api/auth/logout'),
    onSuccess: () => {
      queryClient.removeQueries();
      queryClient.setQueryData(currentUserQuery.queryKey, null);
    },
  });
}
