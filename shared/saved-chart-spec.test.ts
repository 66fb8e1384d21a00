import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART_OPTIONS } from './chart-spec';
import { captionOf, savedChartSpec } from './saved-chart-spec';

const data = { labels: ['a'], datasets: [{ label: 'x', data: [1] }] };

describe('savedChartSpec', () => {
  it('captions a ticker or file chart with its name', () => {
    expect(captionOf({ dataSource: 'ticker', sourceValue: 'AAPL' })).toEqual({ label: 'AAPL' });
    expect(captionOf({ dataSource: 'csv', sourceValue: 'sales.csv', source: null })).toEqual({ label: 'sales.csv' });
  });

  it('captions an AI chart with its stored source, never with the question', () => {
    const source = { label: 'UN World Population Prospects 2024', url: 'https://population.un.org/wpp/' };
    expect(captionOf({ dataSource: 'query', sourceValue: 'population by continent as a pie chart', source })).toEqual(source);
    expect(captionOf({ dataSource: 'query', sourceValue: 'population by continent as a pie chart' })).toBeUndefined();
  });

  it('builds the spec the widget draws', () => {
    const spec = savedChartSpec({ chartType: 'bar', theme: 'dark-blue', dataSource: 'csv', sourceValue: 'f.csv', data, options: DEFAULT_CHART_OPTIONS });
    expect(spec).toEqual({ chartType: 'bar', theme: 'dark-blue', data, options: DEFAULT_CHART_OPTIONS, source: { label: 'f.csv' } });
  });
});
