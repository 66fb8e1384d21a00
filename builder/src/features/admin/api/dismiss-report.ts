import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminReportsQuery } from './reports';

export function useDismissReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('DELETE /api/admin/reports/:id', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminReportsQuery.queryKey }),
  });
}
