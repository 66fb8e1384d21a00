// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it } from 'vitest';
import VerificationResultPage from './verification-result-page';

afterEach(cleanup);

/** The page at the address a verification link redirected to. */
function renderAt(search: string) {
  const { hook, searchHook } = memoryLocation({ path: `/email-verified?${search}` });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Router hook={hook} searchHook={searchHook}>
        <VerificationResultPage />
      </Router>
    </QueryClientProvider>,
  );
  return { heading: screen.getByRole('heading', { level: 1 }).textContent, links: screen.getAllByRole('link').map((a) => a.textContent) };
}

describe('the verification result', () => {
  it('thanks the reader whose link verified the address', () => {
    expect(renderAt('success=true')).toEqual({ heading: 'Email Verified Successfully!', links: ['Back to Home'] });
  });

  it('tells a reader following the link again that the address is verified already', () => {
    expect(renderAt('success=true&already=true')).toEqual({ heading: 'Your email is already verified', links: ['Back to Home'] });
    screen.getByText('This link was used before: there is nothing more to do, and every feature is open to you.');
  });

  it('says the link failed otherwise, with the way to a new one', () => {
    expect(renderAt('success=false')).toEqual({ heading: 'Verification Failed', links: ['Resend Verification Email'] });
    screen.getByText("We couldn't verify your email. The verification link may be expired or invalid.");
    cleanup();
    expect(renderAt('already=true').heading).toBe('Verification Failed');
  });
});
