// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartRecord } from '@shared/api/charts';
import ChartWizard from '../../components/chart-wizard';

vi.mock('../../../../components/chart-view', () => ({ ChartView: () => <div data-testid="chart" /> }));

const chart = {
  id: 9,
  slug: 'gdpgdpgdpgd',
  name: 'GDP',
  chartType: 'bar',
  theme: 'neon-midnight',
  dataSource: 'csv',
  sourceValue: 'gdp.csv',
  source: null,
  data: { labels: ['France', 'Germany', 'Italy', 'Frnace'], datasets: [{ label: 'GDP', data: [3, 4, 2, 5] }] },
  options: { title: 'GDP', xAxis: 'Country', yAxis: 'GDP', legendPosition: 'top', animation: true, tooltips: true, responsive: true },
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

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const next = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
const panel = () => screen.queryByRole('region', { name: /no region of/ });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('choosing Map in the Customize step', () => {
  it('shows its controls, the set read from the labels, and the row that names no region', () => {
    renderWizard();
    fireEvent.change(select('Chart type'), { target: { value: 'map' } });
    expect(select('Chart type').value).toBe('map');
    expect(select('Regions').value).toBe('');
    expect(select('Regions').selectedOptions[0]!.text).toBe('Europe (read from the labels)');
    expect(screen.getByText(/The labels read as Europe/)).toBeTruthy();
    // No value axis, annotations or series colours for a map.
    expect(screen.queryByLabelText('Minimum')).toBeNull();
    expect(screen.queryByText('Annotations', { selector: '.options-section-title' })).toBeNull();
    expect(screen.queryByText('Colours', { selector: '.options-section-title' })).toBeNull();
    expect(within(panel()!).getByText('“Frnace”')).toBeTruthy();
    expect(next().disabled).toBe(true);
    expect(screen.getByText(/“Frnace” names no region of Europe. Correct these labels or remove their rows/)).toBeTruthy();
  });

  it('changes the region set and the classes, naming breaks that do not rise', () => {
    renderWizard();
    fireEvent.change(select('Chart type'), { target: { value: 'map' } });
    fireEvent.change(select('Regions'), { target: { value: 'wb-ssf' } });
    expect(within(panel()!).getAllByText(/Not in Sub-Saharan Africa/)).toHaveLength(3);
    fireEvent.change(select('Regions'), { target: { value: 'world' } });
    expect(screen.getByText('You chose World; the labels read as Europe.')).toBeTruthy();
    fireEvent.change(select('Classes'), { target: { value: 'quantile' } });
    fireEvent.change(select('Number of classes'), { target: { value: '4' } });
    expect(screen.getByText('World, 4 quantiles')).toBeTruthy();
    fireEvent.change(select('Classes'), { target: { value: 'breaks' } });
    fireEvent.change(screen.getByLabelText('Breaks'), { target: { value: '10, 5' } });
    expect(screen.getByText('Each break must be above the one before: 5 comes after 10.')).toBeTruthy();
    expect(screen.getByLabelText('Breaks').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('Breaks'), { target: { value: '2, 4' } });
    expect(screen.queryByText(/Each break must be above/)).toBeNull();
    fireEvent.change(select('Colour scale'), { target: { value: 'diverging' } });
    fireEvent.change(screen.getByLabelText('Midpoint'), { target: { value: 'middle' } });
    expect(screen.getByText(/Write the midpoint as a number/)).toBeTruthy();
  });

  it('fixes an unmatched row by typing its name, matched as it is typed', () => {
    renderWizard();
    fireEvent.change(select('Chart type'), { target: { value: 'map' } });
    const input = within(panel()!).getByLabelText('Region for “Frnace”, row 4');
    const use = within(panel()!).getByRole('button', { name: 'Use' }) as HTMLButtonElement;
    fireEvent.change(input, { target: { value: 'Atlantis' } });
    expect(within(panel()!).getByText('No region of Europe by that name')).toBeTruthy();
    expect(use.disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'greece' } });
    expect(within(panel()!).getByText('Reads as Greece')).toBeTruthy();
    fireEvent.click(use);
    expect(panel()).toBeNull();
    expect(next().disabled).toBe(false);
  });

  it('offers the region a misspelt label most likely means', () => {
    renderWizard();
    fireEvent.change(select('Chart type'), { target: { value: 'map' } });
    expect(within(panel()!).getByText(/Did you mean/)).toBeTruthy();
    fireEvent.click(within(panel()!).getByRole('button', { name: 'France' }));
    // France is now named twice: the row is listed again, as a repeat.
    expect(within(panel()!).getByText(/Names a region an earlier row names/)).toBeTruthy();
    expect(next().disabled).toBe(true);
  });

  it('removes a row that names no region', () => {
    renderWizard();
    fireEvent.change(select('Chart type'), { target: { value: 'map' } });
    fireEvent.click(within(panel()!).getByRole('button', { name: 'Remove' }));
    expect(panel()).toBeNull();
    expect(next().disabled).toBe(false);
  });
});
