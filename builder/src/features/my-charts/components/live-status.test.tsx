// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartRecord } from '@shared/api/charts';
import { LiveStatus } from './live-status';

const gdpPlan: ChartRecord['plan'] = {
  name: 'US GDP growth',
  chartType: null,
  columns: ['Year', 'Percent'],
  layout: 'over-time',
  from: '2010',
  to: null,
  at: null,
  series: [{ label: 'GDP growth (%)', source: 'worldbank', indicator: 'NY.GDP.MKTP.KD.ZG', entity: 'USA' }],
  refusal: null,
};

const chart = {
  id: 7,
  slug: 'abc',
  dataSource: 'url',
  sourceValue: 'https://example.com/sales.csv',
  live: true,
  dataUpdatedAt: '2024-01-05T15:07:00Z',
  refreshError: 'The address did not answer',
} as ChartRecord;

function renderStatus(record: ChartRecord) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(Response.json({ ...record, refreshError: null }));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LiveStatus chart={record} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a live chart’s status in My Charts', () => {
  it('says it is live, when it was updated, and why the last refresh failed, in words', () => {
    renderStatus(chart);
    expect(screen.getByText('Live')).toBeTruthy();
    expect(screen.getByText(/^Updated \w{3} \d{1,2}, 2024, \d{1,2}:07 [AP]M$/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Refresh failed: The address did not answer');
    expect((screen.getByLabelText('Live updates') as HTMLInputElement).checked).toBe(true);
  });

  it('refreshes now, and turns live updates off', async () => {
    const fetchMock = renderStatus(chart);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh now' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/charts/7/refresh');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST' });
    fireEvent.click(screen.getByLabelText('Live updates'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls[1]).toEqual(['/api/charts/7', expect.objectContaining({ method: 'PATCH', body: '{"live":false}' })]);
  });

  it('shows no Live marker for a chart that is not live, and nothing at all for CSV uploads and AI charts without a plan', () => {
    renderStatus({ ...chart, live: false, refreshError: null });
    expect(screen.queryByText('Live')).toBe(null);
    expect(screen.queryByRole('status')).toBe(null);
    expect(screen.getByRole('button', { name: 'Refresh now' })).toBeTruthy();
    cleanup();
    for (const dataSource of ['csv', 'query'] as const) {
      renderStatus({ ...chart, dataSource, live: false, plan: null });
      expect(screen.queryByRole('button', { name: 'Refresh now' })).toBe(null);
      expect(screen.queryByLabelText('Live updates')).toBe(null);
      cleanup();
    }
    // An AI chart with its plan is refreshed from its sources like a ticker.
    renderStatus({ ...chart, dataSource: 'query', live: true, plan: gdpPlan });
    expect(screen.getByRole('button', { name: 'Refresh now' })).toBeTruthy();
  });
});
