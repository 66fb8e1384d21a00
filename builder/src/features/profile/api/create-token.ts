import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tokensQuery } from './list-tokens';

/** `POST /api/tokens` with the trimmed name. The answer holds the secret, which no later call shows. */
export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api('POST /api/tokens', { body: { name: name.trim() } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensQuery.queryKey }),
  });
}
