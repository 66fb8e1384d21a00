import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordResetConfirmBody } from '@shared/api/account';
import { api } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';

/**
 * `POST /api/auth/password-reset/confirm`. Every session of the account ends, this browser's too
 * if it was signed in as that person, so the cached user and everything fetched with it go.
 */
export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordResetConfirmBody) => api('POST /api/auth/password-reset/confirm', { body }),
    onSuccess: () => {
      queryClient.removeQueries();
      queryClient.setQueryData(currentUserQuery.queryKey, null);
    },
  });
}
