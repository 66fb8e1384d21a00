import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { CopyButton } from '../../../components/copy-button';
import { toast, toastError } from '../../../components/toast/toast-store';
import type { NewToken, TokenRecord } from '@shared/api/tokens';
import { errorMessage } from '../../../lib/error-message';
import { formatDate, formatRelative } from '../../../lib/format-date';
import { useCreateToken } from '../api/create-token';
import { tokensQuery } from '../api/list-tokens';
import { useRevokeToken } from '../api/revoke-token';

/**
 * Personal access tokens (docs/product.md, Signing in): make one, copy its secret while it is on
 * screen, revoke one after a confirmation. The secret lives in this component's state only, so it
 * is gone once the dialog closes, and a newer token replaces it.
 */
export function AccessTokens() {
  const headingId = useId();
  const tokens = useQuery(tokensQuery);
  const create = useCreateToken();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<NewToken | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(name, {
      onSuccess: (token) => {
        setCreated(token);
        setName('');
        toast({ title: 'Token created', description: `“${token.name}” is ready to copy.` });
      },
      onError: (error) => toastError(error, 'Failed to create token'),
    });
  };

  return (
    <section className="access-tokens" aria-labelledby={headingId}>
      <h3 id={headingId}>Personal access tokens</h3>
      <p className="muted small">
        A script or a CMS plugin sends a token as <code>Authorization: Bearer</code> to create, update and add rows to your charts. A token cannot change your
        profile or make other tokens. <a href="/api/docs">API reference</a>
      </p>
      <form className="token-form" onSubmit={submit}>
        <label>
          Token name
          <input value={name} maxLength={100} placeholder="Greenhouse sensor" autoComplete="off" onChange={(e) => setName(e.target.value)} />
        </label>
        <button type="submit" className="button" disabled={!name.trim() || create.isPending}>
          {create.isPending ? 'Creating...' : 'Create token'}
        </button>
      </form>
      {created ? <NewTokenSecret token={created} /> : null}
      {tokens.isPending ? (
        <p className="muted small">Loading tokens...</p>
      ) : tokens.isError ? (
        <p className="small" role="alert">
          {errorMessage(tokens.error, 'Failed to load tokens')}
        </p>
      ) : tokens.data.length === 0 ? (
        <p className="muted small">No tokens yet.</p>
      ) : (
        <ul className="token-list" aria-label="Your tokens">
          {tokens.data.map((token) => (
            <TokenRow key={token.id} token={token} onRevoked={() => setCreated((shown) => (shown?.id === token.id ? null : shown))} />
          ))}
        </ul>
      )}
    </section>
  );
}

function NewTokenSecret({ token }: { token: NewToken }) {
  return (
    <div className="token-secret" role="status">
      <strong>Copy this token now. You won't be able to see it again.</strong>
      <div className="token-secret-row">
        <textarea
          readOnly
          rows={3}
          value={token.token}
          aria-label={`New token ${token.name}`}
          className="mono"
          spellCheck={false}
          onFocus={(e) => e.currentTarget.select()}
        />
        <CopyButton text={token.token} />
      </div>
    </div>
  );
}

function TokenRow({ token, onRevoked }: { token: TokenRecord; onRevoked(): void }) {
  const revoke = useRevokeToken();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="token-row">
      <div className="token-text">
        <strong className="token-name">{token.name}</strong>
        <span className="muted small">
          Created {formatDate(token.createdAt)} · {token.lastUsedAt ? `Last used ${formatRelative(token.lastUsedAt)}` : 'Never used'}
        </span>
      </div>
      {confirming ? (
        <div className="token-confirm">
          <span className="small">Scripts using it will stop working at once.</span>
          <div className="token-confirm-buttons">
            <button type="button" className="button button-outline button-small" onClick={() => setConfirming(false)}>
              Cancel
            </button>
            <button
              type="button"
              className="button button-danger button-small"
              disabled={revoke.isPending}
              onClick={() =>
                revoke.mutate(token.id, {
                  onSuccess: () => {
                    toast({ title: 'Token revoked', description: `“${token.name}” no longer works.` });
                    onRevoked();
                  },
                  onError: (error) => toastError(error, 'Failed to revoke token'),
                })
              }
            >
              {revoke.isPending ? 'Revoking...' : 'Revoke token'}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="button button-outline button-small" aria-label={`Revoke ${token.name}`} onClick={() => setConfirming(true)}>
          Revoke
        </button>
      )}
    </li>
  );
}
