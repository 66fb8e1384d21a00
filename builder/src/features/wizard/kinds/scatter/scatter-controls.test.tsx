// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartRecord } from '@shared/api/charts';
import ChartWizard from '../../components/chart-wizard';

vi.mock('../../../../components/chart-view', () => ({ ChartView: () => <div data-testid="chart" /> }));

const chart = {
  id: 12,
  slug: 'healthhealt',
  name: 'Health and wealth',
  chartType: 'bar',
  theme: 'neon-midnight',
  dataSource: 'csv',
  sourceValue: 'health.csv',
  source: null,
  data: {
    labels: ['Norway', 'Chad', 'Japan', 'Peru'],
    datasets: [
      { label: 'Income', data: [82000, 700, 34000, 7000] },
      { label: 'Life', data: [83, 53, 84, 77] },
      { label: 'People', data: [5.5, 18, 125, 34] },
    ],
  },
  options: { title: 'Health', xAxis: 'Country', yAxis: '', legendPosition: 'top', animation: true, tooltips: true, responsive: true },
} as ChartRecord;

function renderWizard(record: ChartRecord = chart) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() => Promise.resolve(Response.json({ message: 'Not signed in' }, { status: 401 }))),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChartWizard open onOpenChange={() => {}} chart={record} />
    </QueryClientProvider>,
  );
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const next = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
const scatter = () => screen.getByRole('group', { name: 'Scatter' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('choosing Scatter in the Customize step', () => {
  it('is offered for a label and three numbers a row, and shows its controls once chosen', () => {
    renderWizard();
    expect(screen.getByText(/A label and three numbers a row/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show as scatter' }));
    expect(select('Chart type').value).toBe('scatter');
    expect(screen.queryByRole('button', { name: 'Show as scatter' })).toBeNull();
    expect([select('X axis (across)'), select('Y axis (up)'), select('Bubble size')].map((s) => s.selectedOptions[0]!.text)).toEqual([
      'Income',
      'Life',
      'People',
    ]);
    // No value axis, annotations or series colours for a scatter.
    expect(screen.queryByLabelText('Minimum')).toBeNull();
    expect(screen.queryByText('Annotations', { selector: '.options-section-title' })).toBeNull();
    expect(screen.queryByText('Colours', { selector: '.options-section-title' })).toBeNull();
    expect(screen.getByText('Linear axes')).toBeTruthy();
    // Its axes are titled by their columns: the Axes section names the labels' column instead.
    expect((screen.getByLabelText('Labels column') as HTMLInputElement).value).toBe('Country');
    expect(screen.queryByLabelText('X-Axis Label')).toBeNull();
    expect(within(scatter()).getByText(/add a column of text/)).toBeTruthy();
    expect(next().disabled).toBe(false);
  });

  it('swaps x and y, sets log x and a trend line, and names a point', () => {
    renderWizard();
    fireEvent.change(select('Chart type'), { target: { value: 'scatter' } });
    fireEvent.change(select('X axis (across)'), { target: { value: select('Y axis (up)').value } });
    expect([select('X axis (across)'), select('Y axis (up)')].map((s) => s.selectedOptions[0]!.text)).toEqual(['Life', 'Income']);
    fireEvent.click(within(scatter()).getByRole('checkbox', { name: /^Log x axis/ }));
    fireEvent.click(within(scatter()).getByRole('checkbox', { name: /^Trend line/ }));
    const name = within(scatter()).getByLabelText('Name a point');
    const add = within(scatter()).getByRole('button', { name: 'Add' }) as HTMLButtonElement;
    fireEvent.change(name, { target: { value: 'Atlantis' } });
    expect(within(scatter()).getByText('No point has that label.')).toBeTruthy();
    expect(add.disabled).toBe(true);
    fireEvent.change(name, { target: { value: 'Chad' } });
    fireEvent.click(add);
    expect(within(screen.getByRole('list', { name: 'Named points' })).getByText('Chad')).toBeTruthy();
    expect(screen.getByText('Log x, Trend line, 1 named')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stop naming Chad' }));
    expect(screen.queryByRole('list', { name: 'Named points' })).toBeNull();
  });

  it('waits at Next, saying why, for a negative bubble size, and groups points by a text column', () => {
    renderWizard({ ...chart, chartType: 'scatter', options: { ...chart.options, scatter: { groups: ['Europe', 'Africa', 'Asia', 'Americas'] } } });
    expect(select('Group by').value).toBe('Group');
    expect(screen.getByText('4 groups, each a colour and a line of the legend.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Row 2, People'), { target: { value: '-18' } });
    fireEvent.blur(screen.getByLabelText('Row 2, People'));
    expect(next().disabled).toBe(true);
    expect(screen.getByText(/Bubble sizes are areas and cannot be negative: “People” is below zero at “Chad”/)).toBeTruthy();
    fireEvent.change(select('Bubble size'), { target: { value: '' } });
    expect(next().disabled).toBe(false);
  });

  it('shows an AI chart’s groups in its locked table, to be turned off but not edited', () => {
    const groups = ['Europe', 'Africa', 'Asia', 'Americas'];
    const plan = { name: 'Life expectancy vs GDP per capita' } as ChartRecord['plan'];
    renderWizard({
      ...chart,
      chartType: 'scatter',
      dataSource: 'query',
      sourceValue: 'Life vs income',
      plan,
      options: { ...chart.options, scatter: { groups } },
    });
    expect(select('Group by').value).toBe('Group');
    expect(screen.queryByLabelText('X axis (across)'), 'its series are the answer’s, in order').toBeNull();
    expect(screen.queryByLabelText('Row 2, Group'), 'the groups are the sources’, not typed').toBeNull();
    const header = () => screen.getAllByRole('columnheader').at(-1)!.textContent;
    expect(header()).toBe('GroupTextGroups');
    fireEvent.change(select('Group by'), { target: { value: '' } });
    expect(header()).toBe('GroupTextNot charted');
    expect(screen.getByText('Linear axes')).toBeTruthy();
    expect(next().disabled).toBe(false);
  });

  it('says which columns are charted beyond x, y and size, and leaves them out', () => {
    renderWizard({ ...chart, data: { ...chart.data, datasets: [...chart.data.datasets, { label: 'Area', data: [1, 2, 3, 4] }] } });
    fireEvent.change(select('Chart type'), { target: { value: 'scatter' } });
    expect(next().disabled).toBe(true);
    expect(within(scatter()).getByText('“Area” is charted too: a scatter plot takes x, y and a size.')).toBeTruthy();
    fireEvent.click(within(scatter()).getByRole('button', { name: 'Leave it out' }));
    expect(within(scatter()).queryByText(/charted too/)).toBeNull();
    expect(next().disabled).toBe(false);
  });

  it('is listed but disabled, with its reason, for one numeric column', () => {
    renderWizard({ ...chart, data: { labels: chart.data.labels, datasets: [chart.data.datasets[0]!] } });
    const option = select('Chart type').querySelector<HTMLOptionElement>('option[value="scatter"]')!;
    expect(option.disabled).toBe(true);
    expect(option.text).toBe('Scatter (needs two numeric columns: x and y)');
    expect(screen.queryByRole('button', { name: 'Show as scatter' })).toBeNull();
  });
});
