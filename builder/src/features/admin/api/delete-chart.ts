import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { adminReportsQuery } from './reports';

/** Any chart; its reports, and those of its comments, go with it. */
export function useDeleteAnyChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('DELETE /api/admin/charts/:id', { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.trending });
      return queryClient.invalidateQueries({ queryKey: adminReportsQuery.queryKey });
    },
  });
}
