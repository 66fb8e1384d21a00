import { useState, type FormEvent } from 'react';
import { isEmailAddress } from '@shared/api/email-address';
import { FieldError } from '../../../components/field-error';
import { useFormProblems } from '../../../hooks/use-form-problems';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { FormError } from '../../../components/form-error';

const FIELDS = ['email'] as const;

export const RESET_REQUESTED = 'If an account uses that address, we have sent it a link to reset the password.';

/**
 * Asks for a reset link (docs/product.md, Signing in). The answer never says whether the address
 * has an account, so neither does this form: the same sentence follows any address.
 */
export function ForgotPasswordForm({ onBack, backLabel = 'Back to sign in' }: { onBack?: () => void; backLabel?: string }) {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const problems = useFormProblems(FIELDS);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return problems.say('Please enter your email address.', 'email');
    if (!isEmailAddress(address)) return problems.say('Please enter a single email address, like name@example.com.', 'email');
    problems.clear();
    request.mutate(address, {
      onSuccess: () => setSentTo(address),
      onError: (error) => problems.sayError(error, 'Failed to send the reset link'),
    });
  };

  if (sentTo) {
    return (
      <div className="form" role="status">
        <p className="notice">{RESET_REQUESTED}</p>
        <p className="muted small">The link works for one hour. Nothing in your inbox? Check the spam folder, or ask again in a few minutes.</p>
        {onBack ? (
          <button type="button" className="button button-outline" onClick={onBack}>
            {backLabel}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="muted small">Type the email address of your account, and we will send it a link to choose a new password.</p>
      <label>
        Email
        <input
          type="email"
          autoComplete="email"
          autoFocus
          value={email}
          onChange={(e) => (setEmail(e.target.value), problems.clear())}
          {...problems.input('email')}
        />
      </label>
      <FieldError id={problems.id('email')} message={problems.of('email')} />
      <FormError message={problems.form} />
      <button type="submit" className="button" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send reset link'}
      </button>
      {onBack ? (
        <button type="button" className="button button-outline" onClick={onBack}>
          {backLabel}
        </button>
      ) : null}
    </form>
  );
}
