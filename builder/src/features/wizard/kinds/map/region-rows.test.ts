import { describe, expect, it } from 'vitest';
import { labelsAreRegions, labelsReadAsRegions, problemText, regionRows } from './region-rows';

describe('a map’s rows read as regions', () => {
  it('guesses the set from the labels and lists each row that names no region of it, with why', () => {
    const rows = regionRows(['France', 'Germany', 'Frnace', 'Texas', 'FRA', '']);
    expect(rows).toMatchObject({ set: 'europe', guessed: true, matched: 2 });
    expect(rows.problems).toEqual([
      { row: 2, label: 'Frnace', problem: 'unmatched' },
      { row: 3, label: 'Texas', problem: 'otherSet' },
      { row: 4, label: 'FRA', problem: 'repeated' },
      { row: 5, label: '', problem: 'unmatched' },
    ]);
  });

  it('holds the rows to the chosen set: a country outside it is listed, not drawn', () => {
    const rows = regionRows(['France', 'Germany', 'Nigeria'], 'europe');
    expect(rows).toMatchObject({ set: 'europe', guessed: false, matched: 2 });
    expect(rows.problems).toEqual([{ row: 2, label: 'Nigeria', problem: 'outside' }]);
    expect(regionRows(['France', 'Germany', 'Nigeria'], 'world').problems).toEqual([]);
  });

  it('reads states as states, and countries among them as the other set', () => {
    const rows = regionRows(['California', 'Texas', 'Ohio', 'France']);
    expect(rows.set).toBe('us-states');
    expect(rows.problems).toEqual([{ row: 3, label: 'France', problem: 'otherSet' }]);
  });

  it('says why a row is listed, in the set’s words', () => {
    expect(problemText('unmatched', 'europe')).toBe('Names no country');
    expect(problemText('unmatched', 'us-states')).toBe('Names no US state');
    expect(problemText('outside', 'europe')).toBe('Not in Europe');
    expect(problemText('otherSet', 'world')).toBe('A US state, not a country');
    expect(problemText('otherSet', 'us-states')).toBe('A country, not a US state');
    expect(problemText('repeated', 'world')).toBe('Names a region an earlier row names');
  });
});

describe('when labels make a map', () => {
  it('offers a map for two regions or more, never for quarters or dates', () => {
    expect(labelsAreRegions(['France', 'Germany', 'Widget'])).toBe(true);
    expect(labelsAreRegions(['France', 'Q2', 'Q3'])).toBe(false);
    expect(labelsAreRegions(['Q1', 'Q2', 'Q3'])).toBe(false);
    expect(labelsAreRegions(['2024-01', '2024-02'])).toBe(false);
    expect(labelsAreRegions([])).toBe(false);
  });

  it('suggests a map only when nearly every row names a region', () => {
    expect(labelsReadAsRegions(['France', 'Germany', 'Italy', 'Spain', 'Frnace'])).toBe(true);
    expect(labelsReadAsRegions(['Chad', 'Jordan', 'Georgia', 'Widget', 'Gadget'])).toBe(false);
    expect(labelsReadAsRegions(['France'])).toBe(false);
    expect(labelsReadAsRegions(['01', '02', '04', '05']), 'months, though they are FIPS codes too').toBe(false);
    expect(labelsAreRegions(['01', '02', '04', '05']), 'still offered: a column of FIPS codes can be a map').toBe(true);
  });

  it('takes the server’s reading when it gives one', () => {
    const labels = ['France', 'Germany', 'Italy'];
    expect(labelsReadAsRegions(labels, { regions: 'europe', unmatched: [] })).toBe(true);
    expect(labelsReadAsRegions(labels, { regions: null, unmatched: labels })).toBe(false);
    expect(labelsReadAsRegions(labels, { regions: 'europe', unmatched: ['France', 'Germany'] })).toBe(false);
  });
});
