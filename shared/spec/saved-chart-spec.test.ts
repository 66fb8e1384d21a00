import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART_OPTIONS } from './chart-spec';
import { normalizeSpec } from './normalize-spec';
import { captionOf, citedCaptions, savedChartSpec } from './saved-chart-spec';

const data = { labels: ['a'], datasets: [{ label: 'x', data: [1] }] };

describe('savedChartSpec', () => {
  it('captions a ticker or file chart with its name', () => {
    expect(captionOf({ dataSource: 'ticker', sourceValue: 'AAPL' })).toEqual({ label: 'AAPL' });
    expect(captionOf({ dataSource: 'csv', sourceValue: 'sales.csv', source: null })).toEqual({ label: 'sales.csv' });
  });

  it('names no source for a pasted table', () => {
    expect(captionOf({ dataSource: 'csv', sourceValue: 'Pasted data' })).toBeUndefined();
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

  it('captions an AI chart with every source it cites, the first also as the single source', () => {
    const sources = [
      {
        title: 'World Bank: GDP growth (annual %)',
        url: 'https://data.worldbank.org/indicator/NY.GDP.MKTP.KD.ZG?locations=US',
        retrievedAt: '2026-11-25T09:00:00.000Z',
      },
      { title: 'IMF: Inflation rate', url: 'https://www.imf.org/external/datamapper/PCPIPCH@WEO/USA', retrievedAt: '2026-11-25T09:00:01.000Z' },
    ];
    const spec = savedChartSpec({
      chartType: 'line',
      theme: 'dark-blue',
      dataSource: 'query',
      sourceValue: 'gdp vs inflation',
      sources,
      data,
      options: DEFAULT_CHART_OPTIONS,
    });
    expect(spec.sources).toEqual([
      { label: 'World Bank: GDP growth (annual %)', url: 'https://data.worldbank.org/indicator/NY.GDP.MKTP.KD.ZG?locations=US' },
      { label: 'IMF: Inflation rate', url: 'https://www.imf.org/external/datamapper/PCPIPCH@WEO/USA' },
    ]);
    expect(spec.source).toEqual(spec.sources![0]);
    // What /e/SLUG.json answers: the row's spec, read as untrusted input would be.
    expect(JSON.parse(JSON.stringify(normalizeSpec(spec))).sources).toEqual(spec.sources);
  });

  it('cites nothing for charts without citations', () => {
    expect(citedCaptions({ sources: null })).toEqual([]);
    expect(citedCaptions({})).toEqual([]);
    const spec = savedChartSpec({
      chartType: 'line',
      theme: 'dark-blue',
      dataSource: 'ticker',
      sourceValue: 'AAPL',
      sources: [],
      data,
      options: DEFAULT_CHART_OPTIONS,
    });
    expect(spec.sources).toBeUndefined();
    expect(spec.source).toEqual({ label: 'AAPL' });
  });
});
