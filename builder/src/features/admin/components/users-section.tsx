import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast, toastError } from '../../../components/toast/toast-store';
import { formatDateTime } from '../../../lib/format-date';
import type { AdminUserRow } from '@shared/api/admin';
import { adminUsersQuery } from '../api/admin';
import { useSetUserDisabled } from '../api/set-user-disabled';
import { ConfirmDialog } from './confirm-dialog';

const COLUMNS = ['ID', 'Username', 'Email', 'Email Verified', 'Name', 'Created', 'Last Updated', 'Status', 'Actions'];

/**
 * User Management (docs/product.md, Admin): every user, and whether they may sign in. On narrow
 * screens each row is a card of labelled fields (`data-label`), so no action is out of sight.
 */
export function UsersSection() {
  const users = useQuery(adminUsersQuery);
  const setDisabled = useSetUserDisabled();
  const [disabling, setDisabling] = useState<AdminUserRow | null>(null);

  useEffect(() => {
    if (users.error) toastError(users.error, 'Failed to fetch users');
  }, [users.error]);

  const update = (user: AdminUserRow, disabled: boolean) =>
    setDisabled.mutate(
      { id: user.id, disabled },
      {
        onSuccess: () => {
          toast({ title: disabled ? 'User disabled' : 'User enabled', description: `@${user.username}` });
          setDisabling(null);
        },
        onError: (error) => toastError(error, 'Failed to update user'),
      },
    );

  return (
    <section className="admin-section" aria-labelledby="users-heading">
      <h2 id="users-heading">User Management</h2>
      <div className="table-wrap">
        <table className="data-table users-table">
          <thead>
            <tr>
              {COLUMNS.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {users.data?.map((u) => (
              <tr key={u.id}>
                <td data-label="ID">{u.id}</td>
                <td data-label="Username">{u.username}</td>
                <td data-label="Email" className="wrap-anywhere">
                  {u.email || '-'}
                </td>
                <td data-label="Email Verified">
                  <span className={`badge ${u.isEmailVerified ? 'badge-success' : 'badge-muted'}`}>{u.isEmailVerified ? 'Verified' : 'Not Verified'}</span>
                </td>
                <td data-label="Name" className="wrap-anywhere">
                  {[u.firstName, u.lastName].filter(Boolean).join(' ') || '-'}
                </td>
                <td data-label="Created">{formatDateTime(u.createdAt)}</td>
                <td data-label="Last Updated">{formatDateTime(u.updatedAt)}</td>
                <td data-label="Status">
                  {u.disabledAt ? (
                    <span className="badge badge-danger" title={`Disabled ${formatDateTime(u.disabledAt)}`}>
                      Disabled
                    </span>
                  ) : (
                    <span className="badge badge-muted">Active</span>
                  )}
                </td>
                <td data-label="Actions">
                  {u.disabledAt ? (
                    <button
                      type="button"
                      className="button button-small button-outline"
                      aria-label={`Enable ${u.username}`}
                      disabled={setDisabled.isPending}
                      onClick={() => update(u, false)}
                    >
                      Enable
                    </button>
                  ) : (
                    <button type="button" className="button button-small button-outline" aria-label={`Disable ${u.username}`} onClick={() => setDisabling(u)}>
                      Disable
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {disabling ? (
        <ConfirmDialog
          title="Disable User"
          description={`Disable @${disabling.username}? They are signed out everywhere, their access tokens stop working and their charts leave Trending. Their comments and embeds stay. You can enable them again.`}
          confirmLabel="Disable"
          pending={setDisabled.isPending}
          onConfirm={() => update(disabling, true)}
          onClose={() => setDisabling(null)}
        />
      ) : null}
    </section>
  );
}
