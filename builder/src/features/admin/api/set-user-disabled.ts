import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { adminUsersQuery } from './admin';

export function useSetUserDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: number; disabled: boolean }) => api('PATCH /api/admin/users/:id', { params: { id }, body: { disabled } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.trending });
      return queryClient.invalidateQueries({ queryKey: adminUsersQuery.queryKey });
    },
  });
}
