import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { toast, toastError } from '../../../components/toast/toast-store';
import { openAuthDialog } from '../../../hooks/use-auth-dialog';
import { ApiError } from '../../../lib/api-client';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { ForgotPasswordForm } from './forgot-password-form';
import { FormError } from '../../../components/form-error';

/**
 * `/reset-password?token=…`, where the reset mail's link lands (docs/product.md, Signing in): a new
 * password, then sign-in with it. A link that is used, expired or mangled says so and offers a new one.
 */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const confirm = useConfirmPasswordReset();
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Only a refused link ends the form: a refused password can be typed again.
  const [linkRefused, setLinkRefused] = useState<string | null>(
    token ? null : 'This link is incomplete: open the link from the e-mail again, or ask for a new one.',
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setProblem('Please enter a new password.');
    if (password !== again) return setProblem('Passwords do not match');
    setProblem(null);
    confirm.mutate(
      { token, password },
      {
        onSuccess: () => toast({ title: 'Password changed', description: 'Sign in with your new password.' }),
        onError: (error) => {
          const message = error instanceof ApiError ? error.serverMessage : null;
          // A 400 is about the password (its field's message names it) or else about the link.
          if (error instanceof ApiError && error.status === 400 && message && !message.startsWith('password')) setLinkRefused(message);
          else if (error instanceof ApiError && error.status === 400 && message) setProblem(message);
          else toastError(error, 'Failed to change the password');
        },
      },
    );
  };

  if (confirm.isSuccess) {
    return (
      <section className="page narrow reset-password">
        <h1>Password changed</h1>
        <p className="muted">
          Your password has been changed: every device that was signed in to your account has been signed out, and your personal access tokens have been
          revoked.
        </p>
        <button type="button" className="button" onClick={() => openAuthDialog(() => navigate('/'))}>
          Sign In
        </button>
      </section>
    );
  }
  if (linkRefused) {
    return (
      <section className="page narrow reset-password">
        <h1>This reset link does not work</h1>
        <p className="inline-error" role="alert">
          {linkRefused}
        </p>
        <h2>Ask for a new link</h2>
        <ForgotPasswordForm />
      </section>
    );
  }
  return (
    <section className="page narrow reset-password">
      <h1>Choose a new password</h1>
      <p className="muted">
        At least 8 characters. Once it is set, every device signed in to your account is signed out and your personal access tokens stop working.
      </p>
      <form className="form" onSubmit={submit} noValidate>
        <label>
          New password
          <input type="password" autoComplete="new-password" autoFocus value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <label>
          Confirm new password
          <input type="password" autoComplete="new-password" value={again} onChange={(e) => setAgain(e.target.value)} />
        </label>
        <FormError message={problem} />
        <button type="submit" className="button" disabled={confirm.isPending}>
          {confirm.isPending ? 'Saving...' : 'Set new password'}
        </button>
      </form>
    </section>
  );
}
