import { describe, expect, it } from 'vitest';
import { normalizeDateLabels, readDateColumn } from './date-labels';

describe('normalizeDateLabels', () => {
  it.each([
    [
      ['2024/01/31', '2024/2/1'],
      ['2024-01-31', '2024-02-01'],
    ],
    [
      ['31.01.2024', '01.02.2024'],
      ['2024-01-31', '2024-02-01'],
    ],
    [
      ['01/31/2024', '02/01/2024'],
      ['2024-01-31', '2024-02-01'],
    ],
    [
      ['13/01/2024', '01/02/2024'],
      ['2024-01-13', '2024-02-01'],
    ],
    [['1-15-2024'], ['2024-01-15']],
    [
      ['Jan 31, 2024', 'Feb 1, 2024'],
      ['2024-01-31', '2024-02-01'],
    ],
    [['2 March 2024'], ['2024-03-02']],
  ])('turns %j into ISO dates', (labels, iso) => {
    expect(normalizeDateLabels(labels)).toEqual(iso);
  });

  it('leaves ISO dates, words, numbers and mixtures alone', () => {
    for (const labels of [['2024-01-31', '2024-02'], ['Asia', 'Europe'], ['1990', '2000'], ['2024/01/31', 'later'], ['02/30/2024'], ['January', 'February']]) {
      expect(normalizeDateLabels(labels)).toBe(labels);
    }
  });

  it('keeps blank labels blank', () => {
    expect(normalizeDateLabels(['2024/01/31', ''])).toEqual(['2024-01-31', '']);
  });
});

describe('readDateColumn', () => {
  it('settles day and month per column, from any value that can only be read one way', () => {
    expect(readDateColumn(['13/05/2020', '01/06/2020'])).toEqual({ labels: ['2020-05-13', '2020-06-01'], order: 'dmy', ambiguous: false, unreadable: 0 });
    expect(readDateColumn(['05/13/2020', '06/01/2020'])).toEqual({ labels: ['2020-05-13', '2020-06-01'], order: 'mdy', ambiguous: false, unreadable: 0 });
    expect(readDateColumn(['2020-05-13'])).toMatchObject({ order: 'ymd', ambiguous: false });
    expect(readDateColumn(['2020/05/13'])).toMatchObject({ labels: ['2020-05-13'], order: 'ymd', ambiguous: false });
  });

  it('reads an undecidable column month-first and says it was a guess', () => {
    expect(readDateColumn(['01/05/2020', '02/05/2020'])).toEqual({ labels: ['2020-01-05', '2020-02-05'], order: 'mdy', ambiguous: true, unreadable: 0 });
    expect(readDateColumn(['01-05-2020'])).toMatchObject({ order: 'mdy', ambiguous: true });
  });

  it('reads dotted dates day-first, the only way they are written', () => {
    expect(readDateColumn(['01.05.2020'])).toEqual({ labels: ['2020-05-01'], order: 'dmy', ambiguous: false, unreadable: 0 });
  });

  it('follows the order chosen, and counts the values it cannot read that way', () => {
    expect(readDateColumn(['01/05/2020', '02/05/2020'], 'dmy')).toEqual({
      labels: ['2020-05-01', '2020-05-02'],
      order: 'dmy',
      ambiguous: false,
      unreadable: 0,
    });
    expect(readDateColumn(['01/05/2020', '05/13/2020'], 'dmy')).toEqual({
      labels: ['2020-05-01', '05/13/2020'],
      order: 'dmy',
      ambiguous: false,
      unreadable: 1,
    });
    expect(readDateColumn(['2020/05/13'], 'dmy')).toMatchObject({ labels: ['2020-05-13'], order: 'ymd' });
  });

  it('is null for columns that are not dates written one way', () => {
    expect(readDateColumn(['Asia', 'Europe'])).toBeNull();
    expect(readDateColumn(['2020-01-01', '01/02/2020'])).toBeNull();
    expect(readDateColumn(['', ' '])).toBeNull();
  });
});
