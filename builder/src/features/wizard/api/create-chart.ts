import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChartData, ChartOptions, ChartSource, ChartType, DataSource } from '../../../../../shared/chart-spec';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Chart } from '../../../types/api';

export interface CreateChartInput {
  dataSource: DataSource;
  sourceValue: string | null;
  name?: string | null;
  data: ChartData;
  chartType: ChartType;
  theme: string;
  options: ChartOptions;
  source?: ChartSource | null;
}

/** `POST /api/chart`: saves the chart and answers it with its slug. */
export function useCreateChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateChartInput) => (await apiRequest('POST', '/api/chart', input)).json() as Promise<Chart>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userCharts }),
  });
}
