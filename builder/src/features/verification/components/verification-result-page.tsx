import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { currentUserQuery } from '../../../lib/current-user';

/**
 * Where a verification link lands (`/email-verified`, `/verify-email`): docs/product.md, E-mail
 * verification. `already=true` is a link followed again once its address was verified.
 */
export default function VerificationResultPage() {
  const query = new URLSearchParams(useSearch());
  const success = query.get('success') === 'true';
  const already = success && query.get('already') === 'true';
  const queryClient = useQueryClient();
  useEffect(() => {
    if (success) void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
  }, [success, queryClient]);
  return (
    <section className="page narrow">
      {already ? (
        <>
          <h1>Your email is already verified</h1>
          <p className="muted">This link was used before: there is nothing more to do, and every feature is open to you.</p>
          <Link href="/">Back to Home</Link>
        </>
      ) : success ? (
        <>
          <h1>Email Verified Successfully!</h1>
          <p className="muted">Thank you: every feature is now open to you.</p>
          <Link href="/">Back to Home</Link>
        </>
      ) : (
        <>
          <h1>Verification Failed</h1>
          <p className="muted">We couldn&apos;t verify your email. The verification link may be expired or invalid.</p>
          <Link href="/resend-verification">Resend Verification Email</Link>
        </>
      )}
    </section>
  );
}
