import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { QueryAnswer } from '../../../types/api';

/** `POST /api/chart-from-query`: the AI finds and structures the data. */
export function useChartFromQuery() {
  return useMutation({
    mutationFn: async (query: string) => (await apiRequest('POST', '/api/chart-from-query', { query })).json() as Promise<QueryAnswer>,
  });
}
