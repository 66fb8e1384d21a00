import { describe, expect, it } from 'vitest';
import { sourcesCaption, specSources } from './spec-sources';

const wb = { label: 'World Bank', url: 'https://data.worldbank.org/' };
const imf = { label: 'IMF', url: 'https://www.imf.org/' };

describe('specSources', () => {
  it('prefers the list, else the single source, and drops entries without a label', () => {
    expect(specSources({ source: wb, sources: [wb, imf] })).toEqual([wb, imf]);
    expect(specSources({ source: wb })).toEqual([wb]);
    expect(specSources({ source: wb, sources: [] })).toEqual([wb]);
    expect(specSources({ sources: [{ label: '' }, imf] })).toEqual([imf]);
    expect(specSources({})).toEqual([]);
  });

  it('captions one source in the singular and several in the plural', () => {
    expect(sourcesCaption({ source: { label: 'AAPL' } })).toBe('Source: AAPL');
    expect(sourcesCaption({ source: wb, sources: [wb, imf] })).toBe('Sources: World Bank, IMF');
    expect(sourcesCaption({})).toBe('');
  });
});
