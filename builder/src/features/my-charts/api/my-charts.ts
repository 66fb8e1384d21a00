import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/user/charts`: the signed-in user's charts, newest first. */
export const userChartsQuery = queryOptions({ queryKey: queryKeys.userCharts, queryFn: () => api('GET /api/user/charts') });

export const viewsHistoryQuery = (chartId: number) =>
  queryOptions({
    queryKey: ['/api/charts/:id/views', chartId, 30] as const,
    queryFn: () => api('GET /api/charts/:id/views', { params: { id: chartId }, query: { days: 30 } }),
  });

/** Renames with the trimmed name. */
export function useRenameChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => api('PATCH /api/charts/:id/rename', { params: { id }, body: { name: name.trim() } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userCharts }),
  });
}

/** Deletes; the list is refreshed on success. */
export function useDeleteChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('DELETE /api/charts/:id', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userCharts }),
  });
}

/** Fetches a ticker or CSV-address chart's source now. The list is refreshed either way: a failure is recorded on the chart. */
export function useRefreshChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('POST /api/charts/:id/refresh', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.userCharts }),
  });
}

/** Turns a chart's live updating on or off. */
export function useSetLive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, live }: { id: number; live: boolean }) => api('PATCH /api/charts/:id', { params: { id }, body: { live } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userCharts }),
  });
}

/** Lists a chart on the Trending feed, or takes it off. */
export function useSetListed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, listed }: { id: number; listed: boolean }) => api('PATCH /api/charts/:id', { params: { id }, body: { listed } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userCharts }),
  });
}
