import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';

/** Signs out: the cached user becomes null and every other cached query goes (SPEC.md §4). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiRequest('POST', '/api/auth/logout')).json(),
    onSuccess: () => {
      queryClient.removeQueries();
      queryClient.setQueryData(currentUserQuery.queryKey, null);
    },
  });
}
