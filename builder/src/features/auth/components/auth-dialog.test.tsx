// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, useToasts } from '../../../components/toast/toast-store';
import { closeAuthDialog, openAuthDialog } from '../../../hooks/use-auth-dialog';
import { AuthCard, AuthDialog } from './auth-dialog';

afterEach(() => {
  cleanup();
  closeAuthDialog();
  resetToasts();
  vi.unstubAllGlobals();
});

/** Registers through the form against a server that answers `answer`; resolves to the inline error. */
async function registerAgainst(answer: () => Response | Promise<Response>): Promise<string> {
  vi.stubGlobal('fetch', async () => answer());
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <AuthCard />
    </QueryClientProvider>,
  );
  fireEvent.mouseDown(screen.getByRole('tab', { name: 'Register' }));
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fill('Username', 'ada');
  fill('Email', 'ada@example.com');
  fill('Password', 'correct horse battery');
  fill('Confirm password', 'correct horse battery');
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  return (await screen.findByRole('alert')).textContent!;
}

const refused = (status: number, message: string) => () => Response.json({ message }, { status });

describe('Register', () => {
  it.each([
    ['a taken username', refused(409, 'That username is already taken')],
    ['a taken e-mail', refused(409, 'An account with that e-mail already exists')],
    ['a short password', refused(400, 'password must be 8 to 256 characters')],
    ['an invalid e-mail', refused(400, 'email must be a valid e-mail address')],
    ['too many attempts', refused(429, 'Too many attempts. Please try again in 15 minutes.')],
  ])('says the server’s reason inline for %s', async (_, answer) => {
    const { message } = (await answer().json()) as { message: string };
    expect(await registerAgainst(answer)).toBe(message);
  });

  it('blames nothing it does not know', async () => {
    expect(await registerAgainst(() => new Response('', { status: 502, statusText: 'Bad Gateway' }))).toBe('Failed to create account. Please try again.');
  });
});

describe('a form’s problem', () => {
  it('is said beside the field the server names, which is marked invalid and described by it, and no toast', async () => {
    const message = await registerAgainst(refused(400, 'password must be 8 to 256 characters'));
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(password.getAttribute('aria-describedby')!)!.textContent).toBe(message);
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe(null);
    expect(renderHook(() => useToasts()).result.current).toEqual([]);
  });

  it('goes once the field is edited', async () => {
    await registerAgainst(refused(409, 'That username is already taken'));
    expect(screen.getByLabelText('Username').getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ada2' } });
    expect(screen.queryByRole('alert')).toBe(null);
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe(null);
  });

  it('says a mismatched confirmation beside it, sending nothing', () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthCard tab="register" />
      </QueryClientProvider>,
    );
    const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Username', 'ada');
    fill('Email', 'ada@example.com');
    fill('Password', 'correct horse battery');
    fill('Confirm password', 'correct horse');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match');
    expect(screen.getByLabelText('Confirm password').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the Authentication dialog', () => {
  it('opens on Login, or on Register when asked', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthDialog />
      </QueryClientProvider>,
    );
    act(() => openAuthDialog());
    expect(screen.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
    act(() => closeAuthDialog());
    act(() => openAuthDialog(undefined, 'register'));
    expect(screen.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
  });
});
