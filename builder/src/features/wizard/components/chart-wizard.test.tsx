// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartRecord } from '@shared/api/charts';
import ChartWizard from './chart-wizard';

// The preview is the widget's business (tested in widget/); here it only has to be there.
vi.mock('../../../components/chart-view', () => ({ ChartView: () => <div data-testid="chart" /> }));

const chart = {
  id: 7,
  slug: 'abcdefghijk',
  name: 'Sales',
  chartType: 'bar',
  theme: 'neon-midnight',
  dataSource: 'csv',
  sourceValue: 'sales.csv',
  source: null,
  data: { labels: ['Q1', 'Q2'], datasets: [{ label: 'Sales', data: [3, 5] }] },
  options: { title: 'Sales', xAxis: 'Quarter', yAxis: 'Sales', legendPosition: 'top', animation: true, tooltips: true, responsive: true },
} as ChartRecord;

function renderWizard() {
  const fetchMock = vi.fn<typeof fetch>((input) =>
    Promise.resolve(
      String(input).startsWith('/api/charts/')
        ? Response.json({ ...chart, name: 'Sales by quarter' })
        : Response.json({ message: 'Not signed in' }, { status: 401 }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChartWizard open onOpenChange={onOpenChange} chart={chart} />
    </QueryClientProvider>,
  );
  return { fetchMock, onOpenChange };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('editing a saved chart in the wizard', () => {
  it('opens on Customize with the chart loaded, and closes at once while nothing changed', () => {
    const { onOpenChange } = renderWizard();
    expect(screen.getByRole('dialog', { name: 'Edit Chart' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Customize Chart' })).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Sales');
    expect((screen.getByLabelText('Chart type') as HTMLSelectElement).value).toBe('bar');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('asks before losing unsaved changes, then saves only them in place and shows the same slug', async () => {
    const { fetchMock, onOpenChange } = renderWizard();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Sales by quarter' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(onOpenChange).not.toHaveBeenCalled();
    const confirm = screen.getByRole('dialog', { name: 'Discard changes?' });
    expect(confirm.textContent).toContain('Your changes to this chart are not saved.');
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBe(null);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Your Chart is Ready!' });
    const patch = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/charts/'))!;
    expect(patch[0]).toBe('/api/charts/7');
    expect(patch[1]!.method).toBe('PATCH');
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ options: { ...chart.options, title: 'Sales by quarter' }, name: 'Sales by quarter' });
    expect(screen.getByText('abcdefghijk').tagName).toBe('CODE');
    expect(screen.getByText('CSV Upload')).toBeTruthy();
    // Saved: Close closes without asking.
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('a link to a CSV file', () => {
  it('is fetched by the server, whose message shows when it cannot be charted', async () => {
    const fetchMock = vi.fn<typeof fetch>((input) =>
      Promise.resolve(
        input === '/api/csv-from-url'
          ? Response.json({ message: 'That address is not public: only public http(s) addresses can be fetched' }, { status: 400 })
          : Response.json({ message: 'Not signed in' }, { status: 401 }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ChartWizard open onOpenChange={() => {}} />
      </QueryClientProvider>,
    );
    const fetchButton = screen.getByRole('button', { name: 'Fetch CSV' });
    expect(fetchButton.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Or a link to a CSV file'), { target: { value: ' http://10.0.0.1/data.csv ' } });
    fireEvent.click(fetchButton);
    expect((await screen.findByRole('alert')).textContent).toBe('That address is not public: only public http(s) addresses can be fetched');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/csv-from-url')!;
    expect(call[1]).toMatchObject({ method: 'POST', body: '{"url":"http://10.0.0.1/data.csv"}' });
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });
});
