import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CsvError, csvToChart, readCsvRows } from './csv-to-chart';

const spectrum = dirname(createRequire(import.meta.url).resolve('csv-spectrum/package.json'));

// location_coordinates.json in csv-spectrum 1.0.0 does not match its CSV (another phone number, and
// an object instead of a list), so that one case cannot be compared.
const BROKEN_FIXTURES = ['location_coordinates.csv'];

describe('readCsvRows against the csv-spectrum corpus', () => {
  for (const file of readdirSync(join(spectrum, 'csvs')).filter((f) => !BROKEN_FIXTURES.includes(f))) {
    it(`reads ${file}`, () => {
      const text = readFileSync(join(spectrum, 'csvs', file), 'utf8');
      const expected = JSON.parse(readFileSync(join(spectrum, 'json', file.replace(/\.csv$/, '.json')), 'utf8')) as Array<Record<string, string>>;
      const { rows } = readCsvRows(text);
      const [header, ...records] = rows;
      const objects = records.map((record) => Object.fromEntries(header!.map((key, i) => [key, record[i]])));
      expect(objects).toEqual(expected);
    });
  }
});

const chart = (text: string, name = 'data.csv') => csvToChart(text, name);
const failure = (text: string) => {
  try {
    chart(text);
  } catch (error) {
    if (error instanceof CsvError) return error.message;
    throw error;
  }
  throw new Error('expected a CsvError');
};

describe('csvToChart', () => {
  it('takes labels from the first column and a dataset from each numeric column', () => {
    expect(chart('Year,Revenue,Profit,Region\n2021,100,10,EU\n2022,120,,US\n', 'sales report.csv')).toEqual({
      name: 'sales report',
      labels: ['2021', '2022'],
      data: [100, 120],
      datasets: [
        { label: 'Revenue', data: [100, 120] },
        { label: 'Profit', data: [10, null] },
      ],
      columns: ['Year', 'Revenue', 'Profit'],
      reading: {
        encoding: 'utf-8',
        delimiter: ',',
        columns: [
          { name: 'Year', type: 'number', decimal: null, thousands: null, dateOrder: null, ambiguous: false, unreadable: 0 },
          { name: 'Revenue', type: 'number', decimal: null, thousands: null, dateOrder: null, ambiguous: false, unreadable: 0 },
          { name: 'Profit', type: 'number', decimal: null, thousands: null, dateOrder: null, ambiguous: false, unreadable: 0 },
          { name: 'Region', type: 'text', decimal: null, thousands: null, dateOrder: null, ambiguous: false, unreadable: 0 },
        ],
      },
      table: [
        ['Year', 'Revenue', 'Profit', 'Region'],
        ['2021', '100', '10', 'EU'],
        ['2022', '120', '', 'US'],
      ],
    });
  });

  it.each([
    ['semicolons', 'Date;Value\n2024-01-01;1\n2024-01-02;2\n'],
    ['tabs', 'Date\tValue\n2024-01-01\t1\n2024-01-02\t2\n'],
    ['pipes', 'Date|Value\n2024-01-01|1\n2024-01-02|2\n'],
    ['CRLF', 'Date,Value\r\n2024-01-01,1\r\n2024-01-02,2\r\n'],
    ['a BOM', '\uFEFFDate,Value\n2024-01-01,1\n2024-01-02,2\n'],
    ['blank lines', '\nDate,Value\n\n2024-01-01,1\n   \n2024-01-02,2\n\n'],
  ])('reads files with %s', (_, text) => {
    const result = chart(text);
    expect(result.labels).toEqual(['2024-01-01', '2024-01-02']);
    expect(result.data).toEqual([1, 2]);
    expect(result.columns).toEqual(['Date', 'Value']);
  });

  it('reads quoted fields with commas, quotes and newlines', () => {
    const result = chart('Name,Value\n"Smith, J.",1\n"The ""best""",2\n"two\nlines",3\n');
    expect(result.labels).toEqual(['Smith, J.', 'The "best"', 'two\nlines']);
    expect(result.data).toEqual([1, 2, 3]);
  });

  it('reads numbers as people write them, and decimal commas', () => {
    expect(chart('Item,Price,Share,Change\na,"$1,234.50",12%,(5)\nb,€99,3.5%,-2\n').datasets.map((d) => d.data)).toEqual([
      [1234.5, 99],
      [12, 3.5],
      [-5, -2],
    ]);
    expect(chart('Monat;Umsatz\nJan;1.234,5\nFeb;-0,5\n').data).toEqual([1234.5, -0.5]);
  });

  it('makes dates ISO', () => {
    expect(chart('Day,Close\n01/31/2024,1\n02/01/2024,2\n').labels).toEqual(['2024-01-31', '2024-02-01']);
    expect(chart('Tag;Kurs\n31.01.2024;1\n01.02.2024;2\n').labels).toEqual(['2024-01-31', '2024-02-01']);
  });

  it('works without a header', () => {
    const result = chart('2021,100\n2022,120\n');
    expect(result.columns).toEqual(['Column 1', 'Column 2']);
    expect(result.labels).toEqual(['2021', '2022']);
  });

  it.each([
    ['', 'The file is empty'],
    ['   \n\n', 'The file is empty'],
    ['just one column\nfoo\nbar\n', 'Expected at least two columns: labels first, then numbers'],
    ['Name,City\nAnn,Paris\nBob,Rome\n', 'No column of numbers found: the first column gives the labels, and at least one other column must hold numbers'],
    ['A,B,C\n1,2,3\n4,5\n', 'Row 3 has 2 fields, but the header has 3'],
    ['A,B\n"open,1\n', 'A quoted field is not closed (row 2)'],
    ['A,B\n', 'The file has a header but no rows of data'],
  ])('explains %j', (text, message) => {
    expect(failure(text)).toBe(message);
  });

  it('refuses more than 50 columns and more than 100,000 rows', () => {
    const wide = `${Array.from({ length: 51 }, (_, i) => `c${i}`).join(',')}\n${Array.from({ length: 51 }, () => '1').join(',')}\n`;
    expect(failure(wide)).toBe('The file has 51 columns; at most 50 can be charted');
    const long = `x,y\n${'a,1\n'.repeat(100_001)}`;
    expect(failure(long)).toBe('The file has 100,001 rows; at most 100,000 can be charted');
  });
});
