// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewToken, TokenRecord } from '@shared/api/tokens';
import { resetToasts, useToasts } from '../../../components/toast/toast-store';
import { AccessTokens } from './access-tokens';

const listed: TokenRecord[] = [
  { id: 1, name: 'Nightly export', createdAt: '2025-01-05T12:00:00.000Z', lastUsedAt: null },
  { id: 2, name: 'Greenhouse sensor', createdAt: '2025-01-04T09:00:00.000Z', lastUsedAt: new Date(Date.now() - 3 * 3600_000).toISOString() },
];

/** The toasts as text, so a test reads what the user would. */
function Toasts() {
  return (
    <ul aria-label="toasts">
      {useToasts().map((t) => (
        <li key={t.id}>{[t.title, t.description].filter(Boolean).join(': ')}</li>
      ))}
    </ul>
  );
}

/** A fake API: each call answers from the queue given for its method and path, in order. */
function renderTokens(answers: Record<string, Response[]>) {
  const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
    const key = `${init?.method ?? 'GET'} ${String(url)}`;
    const answer = answers[key]?.shift();
    if (!answer) throw new Error(`No answer for ${key}`);
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AccessTokens />
      <Toasts />
    </QueryClientProvider>,
  );
  return fetchMock;
}

const toasts = () => within(screen.getByRole('list', { name: 'toasts' }));
const made = (id: number, name: string, token: string): NewToken => ({ id, name, token, createdAt: new Date().toISOString(), lastUsedAt: null });

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

describe('Personal access tokens', () => {
  it('lists each token with when it was made and last used', async () => {
    renderTokens({ 'GET /api/tokens': [Response.json(listed)] });
    const list = await screen.findByRole('list', { name: 'Your tokens' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Nightly export');
    expect(rows[0]!.textContent).toContain('Created Jan 5, 2025 · Never used');
    expect(rows[1]!.textContent).toContain('Last used about 3 hours ago');
  });

  it('shows a new token once, with a copy button, until another replaces it', async () => {
    const fetchMock = renderTokens({
      'GET /api/tokens': [Response.json([]), Response.json([listed[0]]), Response.json(listed)],
      'POST /api/tokens': [
        Response.json(made(1, 'Nightly export', 'ce_pat_first'), { status: 201 }),
        Response.json(made(2, 'Greenhouse sensor', 'ce_pat_second'), { status: 201 }),
      ],
    });
    await screen.findByText('No tokens yet.');
    const input = screen.getByLabelText('Token name');
    const create = screen.getByRole('button', { name: 'Create token' });
    fireEvent.change(input, { target: { value: '   ' } });
    expect(create.hasAttribute('disabled')).toBe(true);

    fireEvent.change(input, { target: { value: '  Nightly export  ' } });
    fireEvent.click(create);
    const secret = (await screen.findByLabelText('New token Nightly export')) as HTMLInputElement;
    expect(secret.value).toBe('ce_pat_first');
    expect(secret.readOnly).toBe(true);
    expect(screen.getByText("Copy this token now. You won't be able to see it again.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
    expect(toasts().getByText('Token created: “Nightly export” is ready to copy.')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[1]).toMatchObject({ body: '{"name":"Nightly export"}' });

    fireEvent.change(input, { target: { value: 'Greenhouse sensor' } });
    fireEvent.click(create);
    expect(((await screen.findByLabelText('New token Greenhouse sensor')) as HTMLInputElement).value).toBe('ce_pat_second');
    expect(screen.queryByLabelText('New token Nightly export')).toBeNull();
    expect(screen.queryByDisplayValue('ce_pat_first')).toBeNull();
  });

  it('revokes only after a confirmation, and drops the secret of the token it revoked', async () => {
    const fetchMock = renderTokens({
      'GET /api/tokens': [Response.json([]), Response.json([listed[0]]), Response.json([])],
      'POST /api/tokens': [Response.json(made(1, 'Nightly export', 'ce_pat_first'), { status: 201 })],
      'DELETE /api/tokens/1': [Response.json({ message: 'Token revoked' })],
    });
    await screen.findByText('No tokens yet.');
    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: 'Nightly export' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    await screen.findByLabelText('New token Nightly export');

    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Nightly export' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Revoke Nightly export' }));
    screen.getByText('Scripts using it will stop working at once.');
    fireEvent.click(screen.getByRole('button', { name: 'Revoke token' }));

    await screen.findByText('No tokens yet.');
    expect(toasts().getByText('Token revoked: “Nightly export” no longer works.')).toBeTruthy();
    expect(screen.queryByLabelText('New token Nightly export')).toBeNull();
  });

  it('says what the server said when a call fails', async () => {
    renderTokens({
      'GET /api/tokens': [Response.json([listed[0]])],
      'POST /api/tokens': [Response.json({ message: 'name must be 1 to 100 characters' }, { status: 400 })],
      'DELETE /api/tokens/1': [new Response('', { status: 500, statusText: 'Internal Server Error' })],
    });
    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await toasts().findByText('Error: name must be 1 to 100 characters')).toBeTruthy();
    expect(screen.queryByText("Copy this token now. You won't be able to see it again.")).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Nightly export' }));
    fireEvent.click(screen.getByRole('button', { name: 'Revoke token' }));
    expect(await toasts().findByText('Error: Failed to revoke token')).toBeTruthy();
  });

  it('says when the list cannot be loaded', async () => {
    renderTokens({ 'GET /api/tokens': [Response.json({ message: 'Not signed in' }, { status: 401 })] });
    expect((await screen.findByRole('alert')).textContent).toBe('Not signed in');
  });
});
