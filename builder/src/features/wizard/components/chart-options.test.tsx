// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartRecord } from '@shared/api/charts';
import ChartWizard from './chart-wizard';

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
  data: { labels: ['Q1', 'Q2', 'Q3'], datasets: [{ label: 'Sales', data: [3, 5, 4] }] },
  options: {
    title: 'Sales',
    xAxis: 'Quarter',
    yAxis: 'Sales',
    legendPosition: 'top',
    animation: true,
    tooltips: true,
    responsive: true,
    description: 'Per quarter',
    yMin: 0,
    numberFormat: { prefix: '$' },
  },
} as ChartRecord;

function renderWizard() {
  const fetchMock = vi.fn<typeof fetch>((input) =>
    Promise.resolve(String(input).startsWith('/api/charts/') ? Response.json(chart) : Response.json({ message: 'Not signed in' }, { status: 401 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChartWizard open onOpenChange={() => {}} chart={chart} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const section = (title: string) => screen.getByText(title, { selector: '.options-section-title' }).closest('details')!;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Customize step’s options', () => {
  it('open a saved chart with its options shown, in the sections that hold them', () => {
    renderWizard();
    expect([field('Description').value, field('Prefix').value, field('Minimum').value, field('Maximum').value]).toEqual(['Per quarter', '$', '0', '']);
    expect(['Text', 'Numbers', 'Axes', 'Annotations', 'Colours', 'Layout'].map((title) => section(title).open)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(within(section('Numbers')).getAllByText('$1,235').length).toBeGreaterThan(0);
  });

  it('send a cleared option as null, so the saved chart loses it', async () => {
    const fetchMock = renderWizard();
    fireEvent.change(field('Description'), { target: { value: '' } });
    fireEvent.change(field('Minimum'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Your Chart is Ready!' });
    const patch = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/charts/'))!;
    expect(JSON.parse(String(patch[1]!.body)).options).toEqual({ ...chart.options, description: null, yMin: null });
  });

  it('name a field that makes no option, and keep Next off until it is fixed', () => {
    renderWizard();
    fireEvent.change(field('Maximum'), { target: { value: 'ten' } });
    expect(field('Maximum').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field('Maximum').getAttribute('aria-describedby')!)!.textContent).toBe('Write a number, such as 0, 1500 or -2.5.');
    expect(within(section('Axes')).getByText('1 to fix')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    expect(document.querySelector('.wizard-note')!.textContent).toBe('Fix the option marked above to go on.');
    fireEvent.change(field('Maximum'), { target: { value: '0' } });
    expect(document.getElementById(field('Maximum').getAttribute('aria-describedby')!)!.textContent).toBe('The maximum must be more than the minimum.');
    fireEvent.change(field('Maximum'), { target: { value: '10' } });
    expect(field('Maximum').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false);
  });

  it('warn of Percent on values that are not shares, and offer the % suffix instead', () => {
    renderWizard();
    fireEvent.click(screen.getByRole('checkbox', { name: /^Percent/ }));
    expect(screen.getByText(/so 5 reads \$500%/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use suffix %' }));
    expect((screen.getByRole('checkbox', { name: /^Percent/ }) as HTMLInputElement).checked).toBe(false);
    expect(field('Suffix').value).toBe('%');
    expect(screen.queryByText(/reads \$500%/)).toBeNull();
  });

  it('warn of a series colour below 3:1 on the theme’s background', () => {
    renderWizard();
    const sales = screen.getByRole('group', { name: 'Sales' });
    expect(within(sales).queryByText(/Low contrast/)).toBeNull();
    fireEvent.change(within(sales).getByLabelText('Hex'), { target: { value: '#1e293b' } });
    expect(within(sales).getByText(/Low contrast: 1\.\d:1 against the background/)).toBeTruthy();
    fireEvent.click(within(sales).getByRole('radio', { name: 'Palette colour 2, #a78bfa' }));
    expect(within(sales).queryByText(/Low contrast/)).toBeNull();
    expect((within(sales).getByLabelText('Hex') as HTMLInputElement).value).toBe('#a78bfa');
  });

  it('turn bars horizontal from the chart type list, the Layout section following', () => {
    renderWizard();
    const type = screen.getByLabelText('Chart type') as HTMLSelectElement;
    expect([...type.options].map((o) => o.text)).toEqual([
      'Line',
      'Bar',
      'Horizontal bar',
      'Area',
      'Pie',
      'Map (not for these labels: a map needs a column of countries or US states)',
      'Scatter (needs two numeric columns: x and y)',
      'Table',
    ]);
    expect(type.querySelector<HTMLOptionElement>('option[value="map"]')!.disabled).toBe(true);
    fireEvent.change(type, { target: { value: 'hbar' } });
    expect((screen.getByRole('checkbox', { name: /^Horizontal bars/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Horizontal bars/ }));
    expect(type.value).toBe('bar');
  });

  it('add a reference line and a highlighted range from the data’s labels, and remove them', () => {
    renderWizard();
    fireEvent.click(screen.getByRole('button', { name: '+ Add reference line' }));
    expect((within(screen.getByRole('group', { name: 'Line 1' })).getByLabelText('Value') as HTMLInputElement).value).toBe('4');
    fireEvent.click(screen.getByRole('button', { name: '+ Add highlighted range' }));
    const range = screen.getByRole('group', { name: 'Range 1' });
    const from = within(range).getByLabelText('From') as HTMLSelectElement;
    expect([...from.options].map((o) => o.value)).toEqual(['Q1', 'Q2', 'Q3']);
    fireEvent.change(from, { target: { value: 'Q3' } });
    expect([...(within(range).getByLabelText('To') as HTMLSelectElement).options].map((o) => o.value)).toEqual(['Q3']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(screen.queryByRole('group', { name: 'Line 1' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '+ Add reference line' }));
  });
});
