// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserRecord } from '@shared/api/users';
import { EditProfileDialog } from './edit-profile-dialog';

const user: UserRecord = {
  id: 7,
  username: 'ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: null,
  isEmailVerified: true,
  createdAt: '2025-01-05T12:00:00.000Z',
  updatedAt: '2025-01-05T12:00:00.000Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Edit Profile', () => {
  it('keeps the tokens on their own tab, fetched once it opens, and a new secret across tab changes', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (_url, init) =>
      init?.method === 'POST'
        ? Response.json({ id: 1, name: 'CMS', token: 'ce_pat_secret', createdAt: user.createdAt, lastUsedAt: null }, { status: 201 })
        : Response.json([]),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <EditProfileDialog user={user} open onOpenChange={() => {}} />
      </QueryClientProvider>,
    );
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('ada');
    expect(fetchMock).not.toHaveBeenCalled();

    // Radix tabs switch on mouse down, not on click.
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Access tokens' }));
    await screen.findByText('No tokens yet.');
    expect(screen.getByRole('heading', { name: 'Personal access tokens' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: 'CMS' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    await screen.findByDisplayValue('ce_pat_secret');

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Profile' }));
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Access tokens' }));
    expect(screen.getByDisplayValue('ce_pat_secret')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET')).toHaveLength(2);
  });
});
