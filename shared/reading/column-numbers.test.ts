import { describe, expect, it } from 'vitest';
import { decideDecimals, isNumberColumn, numberEvidence, readNumber, readNumberColumn, type DecimalMark } from './column-numbers';

const rowsOf = (cells: string[]) => cells.map((cell) => [cell]);
const evidenceOf = (cells: string[]) => numberEvidence(rowsOf(cells), 0);

/** One column read as a file would read it, with `others` as the file's other columns. */
function read(cells: string[], others: string[][] = [], forced?: DecimalMark) {
  const evidence = [cells, ...others].map((column) => numberEvidence(rowsOf(column), 0));
  const [decision] = decideDecimals(evidence, forced);
  const column = readNumberColumn(rowsOf(cells), 0, evidence[0]!, decision!.decimal);
  return { ...column, ambiguous: decision!.ambiguous };
}

describe('a column settles its own decimal mark', () => {
  it.each([
    ['decimal points', ['1.5', '2.25', '0.75'], [1.5, 2.25, 0.75], '.', null],
    ['decimal commas', ['1,5', '2,25', '0,75'], [1.5, 2.25, 0.75], ',', null],
    ['German thousands', ['1.234,5', '12.345.678,9', '-0,5'], [1234.5, 12345678.9, -0.5], ',', '.'],
    ['English thousands', ['1,234.5', '"1,234"', '12,345,678.9'].map((c) => c.replaceAll('"', '')), [1234.5, 1234, 12345678.9], '.', ','],
    ['Swiss apostrophes', ["1'234.50", "12'345", '0.5'], [1234.5, 12345, 0.5], '.', "'"],
    ['Swiss typographic apostrophes', ['1\u2019234.50', '7.25'], [1234.5, 7.25], '.', '\u2019'],
    ['French spaces', ['1 234,5', '12 345,25', '3,5'], [1234.5, 12345.25, 3.5], ',', ' '],
    ['French no-break spaces', ['1\u00a0234,5', '2\u202f345,75'], [1234.5, 2345.75], ',', '\u00a0'],
    ['a leading zero', ['0,125', '0,250'], [0.125, 0.25], ',', null],
    ['more than three digits before', ['1234,567', '2,5'], [1234.567, 2.5], ',', null],
    ['dotted thousands without fractions', ['1.234.567', '2.000'], [1234567, 2000], null, '.'],
    ['Indian lakhs', ['1,00,000', '12,34,567.5'], [100000, 1234567.5], '.', ','],
    ['currency, percent and negatives', ['$1,234.50', '(5)', '−7.5', '12.5%', '€ 99.90', '-$3'], [1234.5, -5, -7.5, 12.5, 99.9, -3], '.', ','],
    ['euro amounts after the number', ['1.234,50 €', '12,5 %', '-0,5 €'], [1234.5, 12.5, -0.5], ',', '.'],
    ['exponents', ['1e3', '1.5E-3', '-2e+2'], [1000, 0.0015, -200], '.', null],
    ['integers only', ['1', '22', '-333'], [1, 22, -333], null, null],
  ])('%s', (_, cells, values, decimal, thousands) => {
    const column = read(cells);
    expect(column.values).toEqual(values);
    expect(column.decimal).toBe(decimal);
    expect(column.thousands).toBe(thousands);
    expect(column.ambiguous).toBe(false);
    expect(column.unreadable).toBe(0);
  });
});

describe('a column that cannot settle its mark', () => {
  it('takes the mark of the file’s other columns, and says it was a guess', () => {
    const column = read(['1,500', '2,250'], [['3,5', '4,25']]);
    expect(column).toMatchObject({ values: [1.5, 2.25], decimal: ',', ambiguous: true });
    expect(read(['1.500', '2.250'], [['3,5', '4,25']])).toMatchObject({ values: [1500, 2250], decimal: null, thousands: '.', ambiguous: true });
  });

  it('else reads a comma as thousands and a point as decimal, and says it was a guess', () => {
    expect(read(['1,500', '2,250'])).toMatchObject({ values: [1500, 2250], decimal: null, thousands: ',', ambiguous: true });
    expect(read(['1.500', '2.250'])).toMatchObject({ values: [1.5, 2.25], decimal: '.', thousands: null, ambiguous: true });
  });

  it('is settled by one value that can only be read one way', () => {
    expect(read(['1,500', '2,250', '3,5'])).toMatchObject({ values: [1.5, 2.25, 3.5], decimal: ',', ambiguous: false });
    expect(read(['1,500', '2,250', '3,500.5'])).toMatchObject({ values: [1500, 2250, 3500.5], decimal: '.', ambiguous: false });
  });

  it('follows the mark chosen over every guess', () => {
    expect(read(['1,500', '2,250'], [], ',')).toMatchObject({ values: [1.5, 2.25], decimal: ',', ambiguous: false });
    expect(read(['1.5', '2.25'], [], ',')).toMatchObject({ values: [null, null], unreadable: 2 });
    expect(read(['1.500', '2.5'], [], ',')).toMatchObject({ values: [1500, null], unreadable: 1 });
  });
});

describe('what cannot be read is a gap, never another number', () => {
  it('counts values that do not fit the column’s mark, and words among numbers', () => {
    expect(read(['1.5', '2.5', '3,5'])).toMatchObject({ values: [1.5, 2.5, null], decimal: '.', unreadable: 1 });
    expect(read(['1', 'n/a', '3', '—'])).toMatchObject({ values: [1, null, 3, null], unreadable: 2 });
    expect(read(['1.234.5', '2', '3'])).toMatchObject({ values: [null, 2, 3], unreadable: 1 });
  });

  it('reads two decimal marks, bad groups and stray characters as no number', () => {
    for (const text of ['1.2.3', '1,234.5.6', '1,23', '12 34', '1.234,5,6', '0x1A', '12abc', '$', '-', '()', '(5', '1 234.567.8']) {
      expect([text, readNumber(text, '.')]).toEqual([text, NaN]);
    }
  });

  it('calls a column numbers only when most of its filled cells are', () => {
    expect(isNumberColumn(evidenceOf(['1', '2', 'x']))).toBe(true);
    expect(isNumberColumn(evidenceOf(['EU', 'US', '1']))).toBe(false);
    expect(isNumberColumn(evidenceOf(['', '', '']))).toBe(false);
    expect(isNumberColumn(evidenceOf(['31.01.2024', '01.02.2024']))).toBe(false);
  });
});
