import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The AI finds and structures the data; `signal` lets the creator stop waiting for it. */
export function useChartFromQuery() {
  return useMutation({
    mutationFn: ({ query, signal }: { query: string; signal: AbortSignal }) => api('POST /api/chart-from-query', { body: { query }, signal }),
  });
}
