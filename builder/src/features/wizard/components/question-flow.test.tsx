// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryAnswer } from '@shared/api/data-answers';
import type { Capabilities } from '@shared/api/site';
import type { UserRecord } from '@shared/api/users';
import { NO_PRICE_PROVIDER } from '@shared/reading/price-providers';
import { capabilitiesQuery } from '../../../lib/capabilities';
import { currentUserQuery } from '../../../lib/current-user';
import ChartWizard from './chart-wizard';

vi.mock('../../../components/chart-view', () => ({ ChartView: () => <div data-testid="chart" /> }));

const capabilities: Capabilities = {
  ai: true,
  questions: 'model',
  aiSources: [
    { id: 'worldbank', name: 'World Bank' },
    { id: 'imf', name: 'IMF' },
  ],
  prices: 'stooq',
  priceProviders: ['stooq'],
  mail: 'log',
  liveData: true,
};

const answer: QueryAnswer = {
  name: 'US GDP growth vs inflation',
  chartType: 'line',
  columns: ['Year', 'Percent'],
  labels: ['2021', '2022'],
  datasets: [
    { label: 'GDP growth (%)', data: [6.1, 2.5] },
    { label: 'Inflation (%)', data: [4.7, null] },
  ],
  data: [6.1, 2.5],
  sources: [
    {
      title: 'World Bank: GDP growth (annual %)',
      url: 'https://data.worldbank.org/indicator/NY.GDP.MKTP.KD.ZG?locations=US',
      retrievedAt: '2026-11-25T09:00:00.000Z',
    },
    { title: 'IMF: Inflation rate', url: 'https://www.imf.org/external/datamapper/PCPIPCH@WEO/USA', retrievedAt: '2026-11-25T09:00:01.000Z' },
  ],
  plan: {
    name: 'US GDP growth vs inflation',
    chartType: 'line',
    columns: ['Year', 'Percent'],
    layout: 'over-time',
    from: '2021',
    to: null,
    at: null,
    series: [
      { label: 'GDP growth (%)', source: 'worldbank', indicator: 'NY.GDP.MKTP.KD.ZG', entity: 'USA' },
      { label: 'Inflation (%)', source: 'imf', indicator: 'PCPIPCH', entity: 'USA' },
    ],
    refusal: null,
  },
};

const QUESTION = 'GDP growth vs inflation in the US since 2021';

/** A signed-in user on a server with an AI model (or `can`); the answer to the question comes when `reply` is called. */
function renderWizard(can: Capabilities = capabilities, prices = () => Response.json({ message: 'Not found' }, { status: 404 })) {
  let reply: (response: Response) => void = () => {};
  const fetchMock = vi.fn<typeof fetch>((input) => {
    if (input === '/api/chart-from-query') return new Promise<Response>((resolve) => (reply = resolve));
    if (input === '/api/chart') return Promise.resolve(Response.json({ id: 9, slug: 'gdp-vs-cpi', name: null }));
    if (String(input).startsWith('/api/price/')) return Promise.resolve(prices());
    return Promise.resolve(Response.json({ message: 'Not found' }, { status: 404 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  // As the app's client does, a price the server refused is not asked for again.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(currentUserQuery.queryKey, { id: 1, username: 'ann' } as UserRecord);
  client.setQueryData(capabilitiesQuery.queryKey, can);
  render(
    <QueryClientProvider client={client}>
      <ChartWizard open onOpenChange={() => {}} />
    </QueryClientProvider>,
  );
  const asked = () => waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/chart-from-query')).toBe(true));
  // The mutation sends its request a tick after Next; the answer can only come once it was asked.
  return { fetchMock, reply: async (response: Response) => (await asked(), reply(response)) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a question for the AI', () => {
  it('names the sources it answers from, says what it is doing, then cites each source', async () => {
    const { fetchMock, reply } = renderWizard();
    expect(screen.getByText('Answers come from: World Bank, IMF')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('What would you like to chart?'), { target: { value: QUESTION } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Reading your question…');
    expect(screen.getByText('Finding data sources: World Bank and IMF…')).toBeTruthy();

    await reply(Response.json(answer));
    const list = await screen.findByRole('heading', { name: 'Sources' });
    const items = [...list.parentElement!.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual(['World Bank: GDP growth (annual %) — retrieved 25 Nov 2026', 'IMF: Inflation rate — retrieved 25 Nov 2026']);
    const link = screen.getByRole('link', { name: 'IMF: Inflation rate' });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
      answer.sources[1]!.url,
      '_blank',
      'noopener noreferrer',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Your Chart is Ready!' });
    const saved = fetchMock.mock.calls.find(([url]) => url === '/api/chart')!;
    expect(JSON.parse(String(saved[1]!.body))).toMatchObject({ dataSource: 'query', sourceValue: QUESTION, sources: answer.sources, plan: answer.plan });
  });

  it('says why it could not be answered under the question, until the question is edited', async () => {
    const { reply } = renderWizard();
    fireEvent.change(screen.getByLabelText('What would you like to chart?'), { target: { value: 'How many cats live in Paris?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const message = 'No source we use publishes the number of cats in Paris; upload a CSV or paste a link to one.';
    await reply(Response.json({ message }, { status: 422 }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect((screen.getByLabelText('What would you like to chart?') as HTMLTextAreaElement).value).toBe('How many cats live in Paris?');
    fireEvent.change(screen.getByLabelText('What would you like to chart?'), { target: { value: 'How many people live in Paris?' } });
    expect(screen.queryByRole('alert')).toBe(null);
  });
});

describe('short text that is no ticker', () => {
  it('is asked as a question, and says so', async () => {
    const { fetchMock, reply } = renderWizard();
    fireEvent.change(screen.getByLabelText('What would you like to chart?'), { target: { value: 'GDP' } });
    await screen.findByText('No ticker GDP; asked as a question.');
    expect(screen.queryByRole('alert')).toBe(null);
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    await reply(Response.json(answer));
    const asked = fetchMock.mock.calls.find(([url]) => url === '/api/chart-from-query')!;
    expect(JSON.parse(String(asked[1]!.body))).toEqual({ query: 'GDP' });
    await screen.findByRole('heading', { name: 'Sources' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Your Chart is Ready!' });
    const saved = fetchMock.mock.calls.find(([url]) => url === '/api/chart')!;
    expect(JSON.parse(String(saved[1]!.body))).toMatchObject({ dataSource: 'query', sourceValue: 'GDP' });
  });

  it('is not when the price service is down: that is said, and Next waits', async () => {
    const down = 'The price provider is unavailable right now. Please try again later.';
    renderWizard(capabilities, () => Response.json({ message: down }, { status: 502 }));
    fireEvent.change(screen.getByLabelText('What would you like to chart?'), { target: { value: 'GDP' } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(down));
    expect(screen.queryByText(/asked as a question/)).toBe(null);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('a server without a price provider', () => {
  const noPrices: Capabilities = { ...capabilities, prices: null, priceProviders: [] };

  it('says on step 1, before anything is typed, how a server gets prices, and offers no example that needs them', () => {
    renderWizard(noPrices);
    expect(screen.getByRole('note').textContent).toBe(NO_PRICE_PROVIDER);
    const examples = [...screen.getByRole('group', { name: 'Examples' }).querySelectorAll('button')].map((b) => b.textContent);
    expect(examples).not.toContain('Bitcoin vs S&P 500 this year');
    expect(screen.queryByText(/Type a ticker symbol/)).toBe(null);
  });

  it('answers a ticker typed anyway with the same words, looks nothing up, and keeps Next disabled', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { fetchMock } = renderWizard(noPrices);
      fireEvent.change(screen.getByLabelText('What would you like to chart?'), { target: { value: 'AAPL' } });
      expect(screen.getByRole('alert').textContent).toBe(NO_PRICE_PROVIDER);
      expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
      // Past the 400 ms in which a typed ticker settles and would be looked up.
      act(() => vi.advanceTimersByTime(1000));
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/price/'))).toBe(false);
      expect(screen.queryByText('Looking up AAPL…')).toBe(null);
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers the questions the planner reads, and no ticker, without an AI model either', () => {
    renderWizard({ ...noPrices, ai: false, questions: 'planner' });
    expect(screen.getByText('Charts from open data')).toBeTruthy();
    expect(screen.queryByText(/Type a ticker symbol/)).toBe(null);
    const examples = [...screen.getByRole('group', { name: 'Examples' }).querySelectorAll('button')].map((b) => b.textContent);
    expect(examples).toEqual([
      'Apple vs Microsoft revenue over the last 5 years',
      'Population by continent as a pie chart',
      'GDP growth vs inflation in the US since 2010',
    ]);
  });
});

describe('a server without an AI model', () => {
  const planner: Capabilities = { ...capabilities, ai: false, questions: 'planner' };

  it('keeps its examples, says where answers come from, and sends a question', async () => {
    const { fetchMock, reply } = renderWizard(planner);
    expect(screen.getByText('Charts from open data')).toBeTruthy();
    expect(screen.getByText('Answers come from: World Bank, IMF')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Population by continent as a pie chart' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await reply(Response.json(answer));
    await screen.findByRole('heading', { name: 'Sources' });
    const asked = fetchMock.mock.calls.find(([url]) => url === '/api/chart-from-query')!;
    expect(JSON.parse(String(asked[1]!.body))).toEqual({ query: 'Population by continent as a pie chart' });
  });

  it('marks the words the planner read in a question it could not read whole, until it is edited', async () => {
    const { reply } = renderWizard(planner);
    fireEvent.change(screen.getByLabelText('What would you like to chart?'), { target: { value: ' Germany 2010 cats ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const message = 'I found Germany and 2010, but no measure I know; I don\'t know "cats".';
    const understood = {
      parts: [
        { kind: 'entity', text: 'Germany', start: 0, end: 7 },
        { kind: 'period', text: '2010', start: 8, end: 12 },
      ],
      unknownWords: ['cats'],
    };
    await reply(Response.json({ message, understood }, { status: 422 }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    const marked = screen.getByLabelText('What was understood');
    expect([...marked.querySelectorAll('mark')].map((m) => [m.textContent, m.getAttribute('title')])).toEqual([
      ['Germany', 'Read as a place or company'],
      ['2010', 'Read as a period'],
    ]);
    expect(marked.textContent).toBe('Germany 2010 cats');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBe(null);
    // Step 1 is drawn again when the question comes back: the box is a new element.
    fireEvent.change(screen.getByLabelText('What would you like to chart?'), { target: { value: 'Unemployment in Germany since 2010' } });
    expect(screen.queryByRole('alert')).toBe(null);
    expect(screen.queryByLabelText('What was understood')).toBe(null);
  });
});
