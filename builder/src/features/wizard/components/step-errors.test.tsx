// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Capabilities } from '@shared/api/site';
import type { UserRecord } from '@shared/api/users';
import { toast, resetToasts, useToasts } from '../../../components/toast/toast-store';
import { capabilitiesQuery } from '../../../lib/capabilities';
import { currentUserQuery } from '../../../lib/current-user';
import { QUOTA_INSTEAD } from '../logic/question-failure';
import ChartWizard from './chart-wizard';

vi.mock('../../../components/chart-view', () => ({ ChartView: () => <div data-testid="chart" /> }));

const capabilities: Capabilities = { ai: true, questions: 'model', aiSources: [], prices: 'stooq', priceProviders: ['stooq'], mail: 'log', liveData: true };
const QUOTA = 'You have used today’s 5 free AI charts. Create a free profile to make more, or try again tomorrow.';

/** The toasts open now, as the Toaster would show them. */
function OpenToasts() {
  const toasts = useToasts().filter((t) => t.open);
  return <output data-testid="toasts">{toasts.map((t) => t.description ?? t.title).join('|')}</output>;
}

/** A signed-in user's wizard, on a server that answers each call with `answers[url]`. */
function renderWizard(answers: Record<string, () => Response>) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => (answers[String(input)] ?? (() => Response.json({ message: 'Not found' }, { status: 404 })))());
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData(currentUserQuery.queryKey, { id: 1, username: 'ann' } as UserRecord);
  client.setQueryData(capabilitiesQuery.queryKey, capabilities);
  render(
    <QueryClientProvider client={client}>
      <ChartWizard open onOpenChange={() => {}} />
      <OpenToasts />
    </QueryClientProvider>,
  );
}

const ask = (question: string) => {
  fireEvent.change(screen.getByLabelText('What would you like to chart?'), { target: { value: question } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
};

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

describe('a step’s errors', () => {
  it('says a used-up quota once, under the question, with what works instead and no Retry', async () => {
    renderWizard({ '/api/chart-from-query': () => Response.json({ message: QUOTA }, { status: 429 }) });
    ask('Population by continent as a pie chart');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${QUOTA} ${QUOTA_INSTEAD}`);
    expect(screen.getAllByText(/free AI charts/)).toHaveLength(1);
    expect(screen.getByTestId('toasts').textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBe(null);
  });

  it('offers Retry where a retry can help: the network failed', async () => {
    renderWizard({ '/api/chart-from-query': () => Promise.reject(new TypeError('Failed to fetch')) as never });
    ask('Population by continent as a pie chart');
    await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByTestId('toasts').textContent).toBe('');
  });

  it('clears when the input changes', async () => {
    const refused = 'The address must start with http:// or https://';
    renderWizard({ '/api/csv-from-url': () => Response.json({ message: refused }, { status: 400 }) });
    const address = screen.getByLabelText('Or a link to a CSV file');
    fireEvent.change(address, { target: { value: 'ftp://example.com/data.csv' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fetch CSV' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(refused));
    fireEvent.change(address, { target: { value: 'https://example.com/data.csv' } });
    expect(screen.queryByRole('alert')).toBe(null);
  });

  it('closes a toast from before once the step’s input changes, and keeps one shown with the change', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      renderWizard({});
      act(() => void toast({ title: 'Success', description: 'Logged in successfully' }));
      const type = (text: string) => fireEvent.change(screen.getByLabelText('What would you like to chart?'), { target: { value: text } });
      type('AAPL');
      expect(screen.getByTestId('toasts').textContent).toBe('Logged in successfully');
      vi.setSystemTime(Date.now() + 5000);
      type('MSFT');
      expect(screen.getByTestId('toasts').textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});
