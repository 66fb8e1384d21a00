import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { toast, toastError } from '../../../components/toast/toast-store';
import { useResendVerification } from '../../../lib/resend-verification';
import { FormError } from '../../../components/form-error';

/** `/resend-verification` (docs/product.md, E-mail verification). */
export default function ResendVerificationPage() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const resend = useResendVerification();
  const [, navigate] = useLocation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setProblem('Please enter your email address.');
      return;
    }
    setProblem(null);
    resend.mutate(email, {
      onSuccess: () => toast({ title: 'Verification Email Sent', description: `If ${email.trim()} has an account waiting, a new link is on its way.` }),
      onError: (error) => toastError(error, 'Failed to resend verification email'),
    });
  };
  return (
    <section className="page narrow">
      <h1>Resend verification email</h1>
      <form className="form" onSubmit={submit} noValidate>
        <label>
          Email
          <input type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <FormError message={problem} />
        <button type="submit" className="button" disabled={resend.isPending}>
          {resend.isPending ? 'Sending...' : 'Send verification email'}
        </button>
        <button type="button" className="button button-outline" onClick={() => navigate('/')}>
          Back to Home
        </button>
      </form>
    </section>
  );
}
