import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * `GET /api/profile/export`, read on demand for the person to save. Fetched rather than linked, so
 * a failure shows as a toast instead of downloading an error message.
 */
export function useExportAccount() {
  return useMutation({ mutationFn: () => api('GET /api/profile/export') });
}
