import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { FieldError } from '../../../components/field-error';
import { FormError } from '../../../components/form-error';
import { toast, toastError } from '../../../components/toast/toast-store';
import { useFormProblems } from '../../../hooks/use-form-problems';
import type { AccountExport } from '@shared/api/account';
import type { UserRecord } from '@shared/api/users';
import { useDeleteAccount } from '../api/delete-account';
import { useExportAccount } from '../api/export-account';

/** Either is accepted as the typed confirmation: the exact username, or this word. */
const CONFIRM_WORD = 'DELETE';

/**
 * The Account tab of Edit Profile (docs/product.md, Signing in): the person's data as a file, and
 * deleting the account, which asks for the username (or DELETE) typed out and the password.
 */
export function AccountActions({ user, onDeleted }: { user: UserRecord; onDeleted(): void }) {
  const exportAccount = useExportAccount();
  const headingId = useId();
  return (
    <div className="account-actions">
      <section className="account-section" aria-labelledby={`${headingId}-data`}>
        <h3 id={`${headingId}-data`}>Your data</h3>
        <p className="muted small">
          A JSON file with your profile, your charts with their data, your comments and likes, your access tokens and where you are signed in. No passwords or
          secrets.
        </p>
        <button
          type="button"
          className="button button-outline"
          disabled={exportAccount.isPending}
          onClick={() =>
            exportAccount.mutate(undefined, {
              onSuccess: (data) => {
                saveJsonFile(data, `chart-embed-${user.username}.json`);
                toast({ title: 'Your data is downloading', description: `chart-embed-${user.username}.json` });
              },
              onError: (error) => toastError(error, 'Failed to download your data'),
            })
          }
        >
          {exportAccount.isPending ? 'Preparing...' : 'Download my data'}
        </button>
      </section>
      <section className="account-section danger-zone" aria-labelledby={`${headingId}-delete`}>
        <h3 id={`${headingId}-delete`}>Delete account</h3>
        <DeleteAccount user={user} onDeleted={onDeleted} />
      </section>
    </div>
  );
}

const DELETE_FIELDS = ['password'] as const;

function DeleteAccount({ user, onDeleted }: { user: UserRecord; onDeleted(): void }) {
  const remove = useDeleteAccount();
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const problems = useFormProblems(DELETE_FIELDS);
  const confirmed = typed.trim() === user.username || typed.trim() === CONFIRM_WORD;

  if (!confirming) {
    return (
      <>
        <p className="muted small">
          Deletes your profile, your charts (pages that embed them will show nothing), your comments and replies, your likes and your access tokens. This cannot
          be undone.
        </p>
        <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
          Delete account
        </button>
      </>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || !password) return;
    // A promise, not mutate's callbacks: signing out unmounts this dialog before they would run.
    remove.mutateAsync(password).then(
      () => {
        onDeleted();
        navigate('/');
        toast({ title: 'Account deleted', description: 'Your account and everything in it have been deleted.' });
      },
      // Beside the password, or under the form: not a toast over the dialog.
      (error: unknown) => problems.sayError(error, 'Failed to delete account'),
    );
  };
  return (
    <form className="form delete-confirm" onSubmit={submit}>
      <p className="small">
        This deletes <strong>{user.username}</strong> and everything in it, at once and for good. Download your data first if you want to keep it.
      </p>
      <label>
        Type {user.username} or {CONFIRM_WORD} to confirm
        <input autoComplete="off" spellCheck={false} value={typed} onChange={(e) => (setTyped(e.target.value), problems.clear())} />
      </label>
      <label>
        Your password
        <input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => (setPassword(e.target.value), problems.clear())}
          {...problems.input('password')}
        />
      </label>
      <FieldError id={problems.id('password')} message={problems.of('password')} />
      <FormError message={problems.form} />
      <div className="dialog-buttons">
        <button type="button" className="button button-outline" onClick={() => setConfirming(false)}>
          Cancel
        </button>
        <button type="submit" className="button button-danger" disabled={!confirmed || !password || remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete my account'}
        </button>
      </div>
    </form>
  );
}

function saveJsonFile(data: AccountExport, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers start the download after the click's turn.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
