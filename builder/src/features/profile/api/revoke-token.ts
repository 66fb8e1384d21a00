import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tokensQuery } from './list-tokens';

/** `DELETE /api/tokens/{id}`: the token stops working at once. */
export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('DELETE /api/tokens/:id', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensQuery.queryKey }),
  });
}
