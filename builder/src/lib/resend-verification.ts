import { useMutation } from '@tanstack/react-query';
import { api } from './api-client';

/** Sends a new verification link (the sign-in dialog, the profile and the verification page all offer it). */
export function useResendVerification() {
  return useMutation({ mutationFn: (email: string) => api('POST /api/auth/resend-verification', { body: { email: email.trim() } }) });
}
