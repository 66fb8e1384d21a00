import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateChartBody } from '@shared/api/charts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Changes a saved chart in place: the same id and slug, so every embed shows the new version. */
export function useUpdateChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateChartBody }) => api('PATCH /api/charts/:id', { params: { id }, body: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userCharts }),
  });
}
