import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { adminReportsQuery } from './reports';

/** Any comment, with its replies; its reports go with it, and the feed's counts change. */
export function useDeleteAnyComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('DELETE /api/admin/comments/:id', { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.trending });
      return queryClient.invalidateQueries({ queryKey: adminReportsQuery.queryKey });
    },
  });
}
