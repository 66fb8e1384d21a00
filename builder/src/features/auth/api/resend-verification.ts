import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function useResendVerification() {
  return useMutation({
    mutationFn: async (email: string) => (await apiRequest('POST', '/api/auth/resend-verification', { email })).json(),
  });
}
