import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateChartBody } from '@shared/api/charts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Saves the chart and answers it with its slug. */
export function useCreateChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateChartBody) => api('POST /api/chart', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userCharts }),
  });
}
