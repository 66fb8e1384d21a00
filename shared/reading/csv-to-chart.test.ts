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

describe('csvToChart on tables pasted from spreadsheets', () => {
  it('reads a table as Excel copies it: tabs, CRLF, thousands separators', () => {
    const excel = 'Month\tRevenue\tCosts\r\nJan 2024\t1,234.50\t"1,000"\r\nFeb 2024\t2,345.75\t1,100\r\n';
    const read = chart(excel, 'Pasted data');
    expect(read.reading.delimiter).toBe('\t');
    expect(read.labels).toEqual(['Jan 2024', 'Feb 2024']);
    expect(read.datasets).toEqual([
      { label: 'Revenue', data: [1234.5, 2345.75] },
      { label: 'Costs', data: [1000, 1100] },
    ]);
    expect(read.reading.columns[1]).toMatchObject({ type: 'number', decimal: '.', thousands: ',' });
    expect(read.name).toBe('Pasted data');
  });

  it('reads a table as Google Sheets copies it: tabs, LF, no newline at the end', () => {
    const sheets = 'Date\tVisitors\tSignups\n2024-01-01\t1200\t31\n2024-01-02\t1350\t\n2024-01-03\t980\t27';
    const read = chart(sheets, 'Pasted data');
    expect(read.labels).toEqual(['2024-01-01', '2024-01-02', '2024-01-03']);
    expect(read.datasets).toEqual([
      { label: 'Visitors', data: [1200, 1350, 980] },
      { label: 'Signups', data: [31, null, 27] },
    ]);
  });

  it('reads a German CSV: semicolons, decimal commas, dots between thousands', () => {
    const german = 'Jahr;Umsatz;Gewinn\n2021;1.234,5;12,5\n2022;2.345,25;-3,75\n';
    const read = chart(german, 'Pasted data');
    expect(read.reading.delimiter).toBe(';');
    expect(read.labels).toEqual(['2021', '2022']);
    expect(read.datasets).toEqual([
      { label: 'Umsatz', data: [1234.5, 2345.25] },
      { label: 'Gewinn', data: [12.5, -3.75] },
    ]);
    expect(read.reading.columns[1]).toMatchObject({ decimal: ',', thousands: '.' });
  });
});

describe('csvToChart on tables with their periods across the top', () => {
  // Datawrapper's "german debt dataset": an empty first cell, then years; decimal commas in quotes.
  const debt = '"","2007","2008","2009","2010"\n"New debt in Bio.","14,3","11,5","34,1","44"\n"Repaid","1","2,5","3","4"\n';

  it('turns them so the periods are the x axis, and says so', () => {
    const read = chart(debt);
    expect(read.labels).toEqual(['2007', '2008', '2009', '2010']);
    expect(read.datasets).toEqual([
      { label: 'New debt in Bio.', data: [14.3, 11.5, 34.1, 44] },
      { label: 'Repaid', data: [1, 2.5, 3, 4] },
    ]);
    expect(read.columns).toEqual(['Year', 'New debt in Bio.', 'Repaid']);
    expect(read.reading.transposed).toBe(true);
    expect(read.table[0]).toEqual(['Year', 'New debt in Bio.', 'Repaid']);
  });

  it('reads them as they stand when the user chooses so', () => {
    const read = csvToChart(debt, 'debt.csv', { choices: { transpose: 'no' } });
    expect(read.reading.transposed).toBeUndefined();
    expect(read.datasets[0]!.label).toBe('Column 2');
  });

  it('turns a pasted table with dates across the top', () => {
    const read = chart('\t2024-01-01\t2024-02-01\r\nVisitors\t1,200\t1,350\r\n');
    expect(read.labels).toEqual(['2024-01-01', '2024-02-01']);
    expect(read.datasets).toEqual([{ label: 'Visitors', data: [1200, 1350] }]);
  });

  it('leaves a file without the shape as it was read before', () => {
    expect(chart('Country,2007,2008\nGermany,1,2\n').reading.transposed).toBeUndefined();
  });
});
