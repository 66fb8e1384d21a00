/**
 * Files as spreadsheets export them (written here by hand, byte for byte as Excel and LibreOffice
 * save them in English, German, French and Swiss locales), and RFC 4180 quoting cases.
 */
import { describe, expect, it } from 'vitest';
import { csvToChart } from './csv-to-chart';

const read = (text: string, choices = {}) => csvToChart(text, 'export.csv', { choices });
const numbers = (text: string) => read(text).datasets.map((d) => d.data);

describe('spreadsheet exports', () => {
  it.each([
    [
      'Excel, English, comma',
      'Month,Revenue,Share\r\nJan,"1,234.50",12.5%\r\nFeb,987.25,7.5%\r\n',
      ',',
      [
        [1234.5, 987.25],
        [12.5, 7.5],
      ],
    ],
    [
      'Excel, German, semicolon',
      'Monat;Umsatz;Anteil\r\nJan;1.234,50;12,5%\r\nFeb;987,25;7,5%\r\n',
      ';',
      [
        [1234.5, 987.25],
        [12.5, 7.5],
      ],
    ],
    ['Excel, German, tab', 'Monat\tUmsatz\r\nJan\t1,5\r\nFeb\t2,25\r\n', '\t', [[1.5, 2.25]]],
    ['Excel, French, semicolon with no-break spaces', 'Mois;Chiffre\r\nJanv.;1\u00a0234,50\r\nFévr.;12\u00a0345,00\r\n', ';', [[1234.5, 12345]]],
    ['LibreOffice, French, narrow no-break spaces', 'Mois;Chiffre\nJanv.;1\u202f234,5\nFévr.;2\u202f345,75\n', ';', [[1234.5, 2345.75]]],
    ['Excel, Swiss, semicolon with apostrophes', "Monat;Umsatz\r\nJan;1'234.50\r\nFeb;12'345.00\r\n", ';', [[1234.5, 12345]]],
    ['LibreOffice, Swiss, typographic apostrophes', 'Monat;Umsatz\nJan;1\u2019234.50\nFeb;99.95\n', ';', [[1234.5, 99.95]]],
    ['a semicolon file with decimal points', 'Year;Value\n2020;1.5\n2021;2.25\n2022;0.75\n', ';', [[1.5, 2.25, 0.75]]],
    ['LibreOffice, English, pipe', 'Item|Price\nA|1,234.5\nB|7\n', '|', [[1234.5, 7]]],
  ])('%s', (_, text, delimiter, data) => {
    const chart = read(text);
    expect(chart.reading.delimiter).toBe(delimiter);
    expect(chart.datasets.map((d) => d.data)).toEqual(data);
    expect(chart.reading.columns.every((c) => !c.ambiguous && c.unreadable === 0)).toBe(true);
  });

  it('says how each column was read', () => {
    const chart = read('Datum;Umsatz;Kunden;Notiz\n13.05.2020;1.234,5;1.200;gut\n14.05.2020;2,5;1.300;\n');
    expect(chart.reading.columns).toEqual([
      { name: 'Datum', type: 'date', decimal: null, thousands: null, dateOrder: 'dmy', ambiguous: false, unreadable: 0 },
      { name: 'Umsatz', type: 'number', decimal: ',', thousands: '.', dateOrder: null, ambiguous: false, unreadable: 0 },
      // 1.200 alone could be 1.2; the file's other number column uses a decimal comma.
      { name: 'Kunden', type: 'number', decimal: null, thousands: '.', dateOrder: null, ambiguous: true, unreadable: 0 },
      { name: 'Notiz', type: 'text', decimal: null, thousands: null, dateOrder: null, ambiguous: false, unreadable: 0 },
    ]);
    expect(chart.datasets.map((d) => d.data)).toEqual([
      [1234.5, 2.5],
      [1200, 1300],
    ]);
    expect(chart.labels).toEqual(['2020-05-13', '2020-05-14']);
  });

  it('reads a date column day-first when one date says so, and month-first (ambiguous) when none does', () => {
    expect(read('Day,Value\n01/05/2020,1\n13/05/2020,2\n').labels).toEqual(['2020-05-01', '2020-05-13']);
    const guessed = read('Day,Value\n01/05/2020,1\n02/05/2020,2\n');
    expect(guessed.labels).toEqual(['2020-01-05', '2020-02-05']);
    expect(guessed.reading.columns[0]).toMatchObject({ dateOrder: 'mdy', ambiguous: true });
    expect(read('Day,Value\n01/05/2020,1\n02/05/2020,2\n', { dateOrder: 'dmy' }).labels).toEqual(['2020-05-01', '2020-05-02']);
  });

  it('reads what can be read and counts the rest: mixed columns, two decimal marks', () => {
    const chart = read('Year,Value\n2020,1.5\n2021,n/a\n2022,1.2.3\n2023,2.5\n2024,"3,5"\n2025,4\n2026,5.25\n');
    expect(chart.data).toEqual([1.5, null, null, 2.5, null, 4, 5.25]);
    expect(chart.reading.columns[1]).toMatchObject({ type: 'number', decimal: '.', unreadable: 3 });
  });

  it('follows the decimal mark chosen for every number column', () => {
    const chart = read('Item,A,B\nx,"1,500",3\ny,"2,250",4\n', { decimal: ',' });
    expect(chart.datasets.map((d) => d.data)).toEqual([
      [1.5, 2.25],
      [3, 4],
    ]);
  });

  it('answers every cell as text, with a header made up when the file has none', () => {
    expect(read('2021,"1,5"\n2022,"2,5"\n').table).toEqual([
      ['Column 1', 'Column 2'],
      ['2021', '1,5'],
      ['2022', '2,5'],
    ]);
  });
});

describe('RFC 4180 quoting', () => {
  it.each([
    ['embedded quotes', 'Name,Value\n"The ""best""",1\n', ['The "best"']],
    ['a newline in quotes', 'Name,Value\n"two\nlines",1\n', ['two\nlines']],
    ['a CRLF in quotes', 'Name,Value\r\n"two\r\nlines",1\r\n', ['two\r\nlines']],
    ['a delimiter in quotes', 'Name,Value\n"Smith, J.",1\n', ['Smith, J.']],
    ['an empty quoted field', 'Name,Value\n"",1\n', ['']],
    ['no newline at the end', 'Name,Value\nA,1', ['A']],
  ])('%s', (_, text, labels) => {
    const chart = read(text);
    expect(chart.labels).toEqual(labels);
    expect(chart.data).toEqual([1]);
  });

  it('reads empty fields as gaps', () => {
    expect(numbers('Name,A,B\nx,,1\ny,2,\n')).toEqual([
      [null, 2],
      [1, null],
    ]);
  });

  it('reads a trailing delimiter as an empty last column', () => {
    const chart = read('Name,Value,\nA,1,\nB,2,\n');
    expect(chart.data).toEqual([1, 2]);
    expect(chart.reading.columns[2]).toMatchObject({ name: 'Column 3', type: 'text' });
  });

  it('keeps quoted numbers with thousands commas whole in a comma file', () => {
    expect(numbers('Item,Amount\nA,"1,234"\nB,"12,345,678"\n')).toEqual([[1234, 12345678]]);
  });
});
