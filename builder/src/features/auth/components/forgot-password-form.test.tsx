// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordForm, RESET_REQUESTED } from './forgot-password-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const fetchMock = vi.fn<typeof fetch>(async () => Response.json({ message: RESET_REQUESTED }, { status: 202 }));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ForgotPasswordForm onBack={() => {}} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('Forgot password', () => {
  it.each([
    ['', 'Please enter your email address.'],
    ['victim<attacker@evil.example>', 'Please enter a single email address, like name@example.com.'],
    ['a@b.c, d@e.f', 'Please enter a single email address, like name@example.com.'],
  ])('sends nothing for %j', (email, problem) => {
    const fetchMock = renderForm();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('alert').textContent).toBe(problem);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed address and then says the same whatever it was', async () => {
    const fetchMock = renderForm();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: '  ada@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await screen.findByText(RESET_REQUESTED);
    expect(fetchMock.mock.calls[0]![1]?.body).toBe(JSON.stringify({ email: 'ada@example.com' }));
  });
});
