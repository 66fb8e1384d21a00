import { describe, expect, it } from 'vitest';
import { LINK_PROBLEM, LINK_TOO_LONG, chosenSource, defaultSource, fieldsOf, sameSource, sourceLinkProblem } from './source-fields';

describe('the source fields', () => {
  it('guess the source the data names itself with: the file, the ticker, the address; none for a question', () => {
    expect(defaultSource('csv', 'sales.csv')).toEqual({ label: 'sales.csv' });
    expect(defaultSource('ticker', 'AAPL')).toEqual({ label: 'AAPL' });
    expect(defaultSource('url', 'https://example.com/data/prices.csv')).toEqual({ label: 'prices.csv', url: 'https://example.com/data/prices.csv' });
    expect(defaultSource('query', 'GDP of France')).toBeUndefined();
    expect(defaultSource('csv', null)).toBeUndefined();
  });

  it('save nothing while both are empty, so the caption keeps following the data', () => {
    expect(chosenSource({ name: '', link: '' }, { label: 'sales.csv' })).toBeNull();
    expect(chosenSource({ name: '  ', link: ' ' }, { label: 'sales.csv' })).toBeNull();
  });

  it('save the name and link as written, trimmed; an empty one takes the guess’s', () => {
    const guess = { label: 'sales.csv' };
    expect(chosenSource({ name: ' Statistics Norway ', link: ' https://ssb.no/en ' }, guess)).toEqual({ label: 'Statistics Norway', url: 'https://ssb.no/en' });
    expect(chosenSource({ name: 'Statistics Norway', link: '' }, guess)).toEqual({ label: 'Statistics Norway' });
    expect(chosenSource({ name: '', link: 'https://ssb.no/en' }, guess)).toEqual({ label: 'sales.csv', url: 'https://ssb.no/en' });
    const address = { label: 'prices.csv', url: 'https://example.com/prices.csv' };
    expect(chosenSource({ name: 'Example Ltd', link: '' }, address)).toEqual({ label: 'Example Ltd', url: 'https://example.com/prices.csv' });
    expect(chosenSource({ name: '', link: 'https://ssb.no' }, undefined), 'a link needs a name to be shown by').toBeNull();
  });

  it('never save a link that is not a web address', () => {
    expect(chosenSource({ name: 'Statistics Norway', link: 'ssb.no' }, { label: 'sales.csv' })).toEqual({ label: 'Statistics Norway' });
    expect(chosenSource({ name: '', link: 'javascript:alert(1)' }, { label: 'sales.csv' })).toBeNull();
  });

  it('name a link that is not http(s), or too long; an empty link is fine', () => {
    expect(sourceLinkProblem('')).toBeUndefined();
    expect(sourceLinkProblem('  ')).toBeUndefined();
    expect(sourceLinkProblem('https://ssb.no/en')).toBeUndefined();
    expect(sourceLinkProblem('HTTP://SSB.NO')).toBeUndefined();
    expect(sourceLinkProblem('ssb.no')).toBe(LINK_PROBLEM);
    expect(sourceLinkProblem('ftp://ssb.no')).toBe(LINK_PROBLEM);
    expect(sourceLinkProblem('javascript:alert(1)')).toBe(LINK_PROBLEM);
    expect(sourceLinkProblem('https://ssb.no/a b')).toBe(LINK_PROBLEM);
    expect(sourceLinkProblem(`https://ssb.no/${'a'.repeat(2000)}`)).toBe(LINK_TOO_LONG);
  });

  it('open a saved chart with what it was saved with', () => {
    expect(fieldsOf({ label: 'Statistics Norway', url: 'https://ssb.no' })).toEqual({ name: 'Statistics Norway', link: 'https://ssb.no' });
    expect(fieldsOf({ label: 'Statistics Norway' })).toEqual({ name: 'Statistics Norway', link: '' });
    expect(fieldsOf(null)).toEqual({ name: '', link: '' });
  });

  it('tell sources apart by name and link', () => {
    expect(sameSource(null, null)).toBe(true);
    expect(sameSource({ label: 'A' }, { label: 'A' })).toBe(true);
    expect(sameSource({ label: 'A' }, { label: 'A', url: 'https://a.org' })).toBe(false);
    expect(sameSource({ label: 'A' }, null)).toBe(false);
  });
});
