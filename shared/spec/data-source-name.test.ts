import { describe, expect, it } from 'vitest';
import { DATA_SOURCES } from './chart-spec';
import { dataSourceName } from './data-source-name';

describe('dataSourceName', () => {
  it('names every data source in words, never by its id', () => {
    for (const source of DATA_SOURCES) expect(dataSourceName(source)).not.toBe(source);
    expect(dataSourceName('query')).toBe('AI answer');
  });

  it('shows an unknown source as it is rather than nothing', () => {
    expect(dataSourceName('ftp')).toBe('ftp');
  });
});
