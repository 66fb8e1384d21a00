import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The AI finds and structures the data. */
export function useChartFromQuery() {
  return useMutation({ mutationFn: (query: string) => api('POST /api/chart-from-query', { body: { query } }) });
}
