import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function useResendVerificationEmail() {
  return useMutation({
    mutationFn: async (email: string) => (await apiRequest('POST', '/api/auth/resend-verification', { email: email.trim() })).json(),
  });
}
