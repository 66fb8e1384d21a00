// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CsvAnswer } from '@shared/api/data-answers';
import type { UserRecord } from '@shared/api/users';
import { currentUserQuery } from '../../../lib/current-user';
import { dataTableReducer, tableFromChartData, tableToChartData, type DataTable } from '../logic/data-table';
import ChartWizard from './chart-wizard';
import { DataStepTable } from './data-step-table';

vi.mock('../../../components/chart-view', () => ({ ChartView: () => <div data-testid="chart" /> }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Editable(props: { initial: DataTable; onData(table: DataTable): void }) {
  const [table, setTable] = useState(props.initial);
  return (
    <DataStepTable
      table={table}
      onEdit={(edit) => {
        const next = dataTableReducer(table, edit);
        props.onData(next);
        setTable(next);
      }}
    />
  );
}

const sales = tableFromChartData({ labels: ['Jan', 'Feb', 'Mar'], datasets: [{ label: 'Sales', data: [10, 14, 9] }] }, 'open', 'Month');

describe('the data step table', () => {
  it('is a table with column headers saying how each column is read, and labelled cells', () => {
    render(<DataStepTable table={sales} onEdit={() => {}} />);
    const table = screen.getByRole('table', { name: 'Chart data' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Row', 'TextX axisSeriesNot charted', 'NumberX axisSeriesNot charted']);
    expect((screen.getByLabelText('Column 2 name') as HTMLInputElement).value).toBe('Sales');
    expect((screen.getByLabelText('Row 2, Sales') as HTMLInputElement).value).toBe('14');
    expect((screen.getByLabelText('Use Month as') as HTMLSelectElement).value).toBe('x');
  });

  it('edits a cell; a cell that is not a number is marked, and a gap in the data', () => {
    const onData = vi.fn<(table: DataTable) => void>();
    render(<Editable initial={sales} onData={onData} />);
    const cell = screen.getByLabelText('Row 2, Sales') as HTMLInputElement;
    fireEvent.change(cell, { target: { value: '15' } });
    fireEvent.keyDown(cell, { key: 'Enter' });
    expect(tableToChartData(onData.mock.lastCall![0]).datasets[0]!.data).toEqual([10, 15, 9]);
    const next = screen.getByLabelText('Row 3, Sales') as HTMLInputElement;
    fireEvent.change(next, { target: { value: 'n/a' } });
    fireEvent.blur(next);
    expect(tableToChartData(onData.mock.lastCall![0]).datasets[0]!.data).toEqual([10, 15, null]);
    const marked = screen.getByLabelText('Row 3, Sales');
    expect(marked.getAttribute('aria-invalid')).toBe('true');
    expect(marked.closest('td')!.className).toContain('cell-gap');
    expect(screen.getByText(/Not a number: the chart leaves a gap there/)).toBeTruthy();
  });

  it('draws only a window of 10,000 rows, and the rows of where it is scrolled to', () => {
    const labels = Array.from({ length: 10_000 }, (_, i) => `Day ${i + 1}`);
    const big = tableFromChartData({ labels, datasets: [{ label: 'Sales', data: labels.map((_, i) => i) }] }, 'open', 'Day');
    const { container } = render(<DataStepTable table={big} onEdit={() => {}} />);
    const drawn = () => container.querySelectorAll('tbody tr:not(.spacer)');
    expect(drawn().length).toBeLessThan(40);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('10001');
    const box = container.querySelector('.data-grid-scroll')!;
    box.scrollTop = 36 * 5000;
    fireEvent.scroll(box);
    expect(drawn().length).toBeLessThan(40);
    expect((screen.getByLabelText('Row 5001, Sales') as HTMLInputElement).value).toBe('5000');
    expect(screen.queryByLabelText('Row 1, Sales')).toBe(null);
  });

  it('shows an AI answer read-only, its series renamable', () => {
    const ai = tableFromChartData({ labels: ['2021'], datasets: [{ label: 'GDP', data: [6.1] }] }, 'names', 'Year');
    render(<DataStepTable table={ai} onEdit={() => {}} note="These numbers come from the sources cited above; they can’t be edited here." />);
    expect(screen.getByText(/can’t be edited here/)).toBeTruthy();
    expect(screen.queryByLabelText('Row 1, GDP')).toBe(null);
    expect(screen.getByText('6.1')).toBeTruthy();
    expect(screen.getByLabelText('Column 2 name')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add row' })).toBe(null);
  });
});

const ambiguous: CsvAnswer = {
  name: 'sales',
  labels: ['Jan', 'Feb'],
  data: [1500, 2250],
  datasets: [{ label: 'Sales', data: [1500, 2250] }],
  columns: ['Month', 'Sales'],
  reading: {
    encoding: 'utf-8',
    delimiter: ';',
    columns: [
      { name: 'Month', type: 'text', decimal: null, thousands: null, dateOrder: null, ambiguous: false, unreadable: 0 },
      { name: 'Sales', type: 'number', decimal: null, thousands: ',', dateOrder: null, ambiguous: true, unreadable: 0 },
    ],
  },
  table: [
    ['Month', 'Sales'],
    ['Jan', '1,500'],
    ['Feb', '2,250'],
  ],
};

describe('an ambiguous guess', () => {
  it('is said in a banner whose switch reads the address again with the choice', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input, init) => {
        if (input !== '/api/csv-from-url') return Promise.resolve(Response.json({ message: 'Not found' }, { status: 404 }));
        const body = JSON.parse(String(init!.body)) as { decimal?: string };
        bodies.push(body);
        const answer: CsvAnswer = body.decimal
          ? {
              ...ambiguous,
              data: [1.5, 2.25],
              datasets: [{ label: 'Sales', data: [1.5, 2.25] }],
              reading: { ...ambiguous.reading, columns: [ambiguous.reading.columns[0]!, { ...ambiguous.reading.columns[1]!, decimal: ',', thousands: null }] },
            }
          : ambiguous;
        return Promise.resolve(Response.json(answer));
      }),
    );
    const client = new QueryClient();
    client.setQueryData(currentUserQuery.queryKey, { id: 1, username: 'ann' } as UserRecord);
    render(
      <QueryClientProvider client={client}>
        <ChartWizard open onOpenChange={() => {}} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Or a link to a CSV file'), { target: { value: 'https://example.com/sales.csv' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fetch CSV' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('We read 1,500 in “Sales” as 1500 (‘,’ as a thousands separator).');
    expect(screen.getByText('Number · thousands ,')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Read ‘,’ as the decimal mark instead' }));
    await screen.findByText('We read 1,500 in “Sales” as 1.5 (‘,’ as the decimal mark).');
    expect(bodies).toEqual([{ url: 'https://example.com/sales.csv' }, { url: 'https://example.com/sales.csv', decimal: ',' }]);
    expect(screen.getByText('Number · decimal ,')).toBeTruthy();
  });
});
