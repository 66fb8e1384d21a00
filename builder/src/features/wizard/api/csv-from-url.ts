import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The server fetches a CSV file from its address and answers as it does for an upload. */
export function useCsvFromUrl() {
  return useMutation({ mutationFn: (url: string) => api('POST /api/csv-from-url', { body: { url } }) });
}
