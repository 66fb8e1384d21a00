import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';
import type { User } from '../../../types/api';

export interface LoginInput {
  usernameOrEmail: string;
  password: string;
}

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
}

/** Login and register both answer the user, which replaces the cached current user (SPEC.md §4). */
function useSignIn<T>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => (await apiRequest('POST', path, input)).json() as Promise<User>,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
  });
}

export const useLogin = () => useSignIn<LoginInput>('/api/auth/login');
export const useRegister = () => useSignIn<RegisterInput>('/api/auth/register');
