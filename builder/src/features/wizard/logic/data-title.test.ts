import { describe, expect, it } from 'vitest';
import { dataTitle } from './data-title';

describe('dataTitle', () => {
  it('takes an AI answer’s name as it is', () => {
    expect(dataTitle('query', { planName: ' US GDP growth vs inflation ' })).toBe('US GDP growth vs inflation');
    expect(dataTitle('query', { planName: '' })).toBeNull();
  });

  it('writes a file’s name in words, without its extension', () => {
    expect(dataTitle('csv', { file: 'sales_by-quarter.csv' })).toBe('Sales by quarter');
    expect(dataTitle('csv', { file: 'GDP 2024.tsv' })).toBe('GDP 2024');
    expect(dataTitle('csv', { file: '.csv' })).toBeNull();
  });

  it('reads the file name at the end of an address', () => {
    expect(dataTitle('url', { url: 'https://example.org/data/co2%20emissions.csv?x=1' })).toBe('Co2 emissions');
    expect(dataTitle('url', { url: 'https://example.org/' })).toBeNull();
    expect(dataTitle('url', { url: 'not a url' })).toBeNull();
  });

  it('names a ticker chart by its symbol', () => {
    expect(dataTitle('ticker', { ticker: ' aapl ' })).toBe('AAPL');
  });
});
