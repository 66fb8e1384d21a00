import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, RegisterBody, UserRecord } from '@shared/api/users';
import { api } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';

/** Login and register both answer the user, which replaces the cached current user. */
function useSignIn<T>(call: (input: T) => Promise<UserRecord>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
  });
}

export const useLogin = () => useSignIn((body: LoginBody) => api('POST /api/auth/login', { body }));
export const useRegister = () => useSignIn((body: RegisterBody) => api('POST /api/auth/register', { body }));
