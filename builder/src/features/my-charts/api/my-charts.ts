import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Chart } from '../../../types/api';

/** `GET /api/user/charts`: the signed-in user's charts, newest first. */
export const userChartsQuery = queryOptions<Chart[]>({ queryKey: queryKeys.userCharts });

export const viewsHistoryQuery = (chartId: number) =>
  queryOptions<Array<{ day: string; views: number }>>({ queryKey: [`/api/charts/${chartId}/views?days=30`] });

/** `PATCH /api/charts/{id}/rename` with the trimmed name. */
export function useRenameChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name }: { id: number; name: string }) => (await apiRequest('PATCH', `/api/charts/${id}/rename`, { name: name.trim() })).json() as Promise<Chart>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userCharts }),
  });
}

/** `DELETE /api/charts/{id}`; the list is refreshed on success (SPEC.md §7). */
export function useDeleteChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await apiRequest('DELETE', `/api/charts/${id}`)).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userCharts }),
  });
}
