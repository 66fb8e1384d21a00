// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserRecord } from '@shared/api/users';
import { AccountActions } from './account-actions';

const user: UserRecord = {
  id: 7,
  username: 'ada',
  email: 'ada@example.com',
  firstName: null,
  lastName: null,
  isEmailVerified: true,
  createdAt: '2025-01-05T12:00:00.000Z',
  updatedAt: '2025-01-05T12:00:00.000Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderActions(onDeleted = () => {}) {
  const fetchMock = vi.fn<typeof fetch>(async () => Response.json({ message: 'Your account and everything in it have been deleted' }));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AccountActions user={user} onDeleted={onDeleted} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('Delete account', () => {
  it('asks for the username or DELETE typed out and the password before it sends anything', async () => {
    const onDeleted = vi.fn();
    const fetchMock = renderActions(onDeleted);
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const confirm = screen.getByRole('button', { name: 'Delete my account' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'correct horse battery' } });
    fireEvent.change(screen.getByLabelText('Type ada or DELETE to confirm'), { target: { value: 'Ada' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Type ada or DELETE to confirm'), { target: { value: 'delete' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Type ada or DELETE to confirm'), { target: { value: 'ada' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Type ada or DELETE to confirm'), { target: { value: 'DELETE' } });
    expect(confirm.disabled).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(confirm);
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init?.method, init?.body]).toEqual(['/api/profile', 'DELETE', JSON.stringify({ password: 'correct horse battery' })]);
  });

  it('can be called off', () => {
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Your password')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeTruthy();
  });

  it('says a wrong password beside it, not in a toast, until it is typed again', async () => {
    renderActions();
    vi.stubGlobal('fetch', async () => Response.json({ message: 'That password is not correct: your account was not deleted' }, { status: 403 }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    fireEvent.change(screen.getByLabelText('Type ada or DELETE to confirm'), { target: { value: 'DELETE' } });
    const password = screen.getByLabelText('Your password');
    fireEvent.change(password, { target: { value: 'not my password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('That password is not correct: your account was not deleted');
    expect(password.getAttribute('aria-describedby')).toBe(alert.id);
    fireEvent.change(password, { target: { value: 'correct horse battery' } });
    expect(screen.queryByRole('alert')).toBe(null);
  });
});
