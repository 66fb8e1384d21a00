// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartRecord } from '@shared/api/charts';
import ChartWizard from '../../components/chart-wizard';

vi.mock('../../../../components/chart-view', () => ({ ChartView: () => <div data-testid="chart" /> }));

const chart = {
  id: 13,
  slug: 'storesstore',
  name: 'Stores',
  chartType: 'bar',
  theme: 'neon-midnight',
  dataSource: 'csv',
  sourceValue: 'stores.csv',
  source: null,
  data: {
    labels: ['Leeds', 'York', 'Hull'],
    datasets: [
      { label: 'Sales', data: [1200, 800, 950] },
      { label: 'Growth', data: [0.05, -0.02, 0.1] },
    ],
  },
  options: { title: 'Stores', xAxis: 'Store', yAxis: '', legendPosition: 'top', animation: true, tooltips: true, responsive: true },
} as ChartRecord;

function renderWizard() {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() => Promise.resolve(Response.json({ message: 'Not signed in' }, { status: 401 }))),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChartWizard open onOpenChange={() => {}} chart={chart} />
    </QueryClientProvider>,
  );
}

const next = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
const table = () => screen.getByRole('group', { name: 'Table' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('choosing Table in the Customize step', () => {
  it('sets a column’s format, bars and heat, one column at a time', () => {
    renderWizard();
    fireEvent.change(screen.getByLabelText('Chart type'), { target: { value: 'table' } });
    expect(screen.queryByLabelText('Minimum')).toBeNull();
    expect((screen.getByLabelText('Labels column') as HTMLInputElement).value).toBe('Store');
    const column = within(table()).getByLabelText('Column') as HTMLSelectElement;
    expect([...column.options].map((o) => o.text)).toEqual(['Sales', 'Growth']);
    fireEvent.change(within(table()).getByLabelText('Prefix'), { target: { value: '£' } });
    fireEvent.click(within(table()).getByRole('checkbox', { name: /^Bars/ }));
    expect(within(table()).getByText('“Sales” has its own format.')).toBeTruthy();
    fireEvent.change(column, { target: { value: '1' } });
    expect((within(table()).getByLabelText('Prefix') as HTMLInputElement).value).toBe('');
    expect(within(table()).getByText('Left empty, “Growth” is written as the Numbers section says.')).toBeTruthy();
    fireEvent.click(within(table()).getByRole('checkbox', { name: /^Percent/ }));
    fireEvent.click(within(table()).getByRole('checkbox', { name: /^Heat map/ }));
    expect(within(table()).getByText('25.6%')).toBeTruthy();
    fireEvent.change(column, { target: { value: '0' } });
    expect((within(table()).getByLabelText('Prefix') as HTMLInputElement).value).toBe('£');
    expect(screen.getByText('20 rows a page, bars or heat')).toBeTruthy();
  });

  it('names a page size out of range and holds Next, and sets the first sort and search', () => {
    renderWizard();
    fireEvent.change(screen.getByLabelText('Chart type'), { target: { value: 'table' } });
    const page = within(table()).getByLabelText('Rows a page');
    fireEvent.change(page, { target: { value: '3' } });
    expect(within(table()).getByText(/Write the rows a page shows as a whole number from 5 to 1,000/)).toBeTruthy();
    expect(page.getAttribute('aria-invalid')).toBe('true');
    expect(next().disabled).toBe(true);
    fireEvent.change(page, { target: { value: '50' } });
    expect(next().disabled).toBe(false);
    const sort = within(table()).getByLabelText('First sorted by') as HTMLSelectElement;
    expect([...sort.options].map((o) => o.text)).toEqual(['As in the data', 'Store', 'Sales', 'Growth']);
    fireEvent.change(sort, { target: { value: '-1' } });
    fireEvent.click(within(table()).getByRole('checkbox', { name: /^Descending/ }));
    fireEvent.click(within(table()).getByRole('checkbox', { name: /^Search box/ }));
    expect(screen.getByText('50 rows a page, sorted by Store, descending, no search')).toBeTruthy();
  });
});
