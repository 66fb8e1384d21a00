import { describe, expect, it } from 'vitest';
import { csvToChart } from '@shared/reading/csv-to-chart';
import { cellNumber, dataTableReducer, tableFromChartData, tableFromCsv, tableToChartData } from './data-table';

/** The server's reading of a file, and the data step's table of the same answer. */
function bothReadings(csv: string) {
  const server = csvToChart(csv, 'cells.csv');
  const table = tableFromCsv(server);
  return { server, table, builder: tableToChartData(table) };
}

const column = (title: string, cells: string[]) => [`Label;${title}`, ...cells.map((cell, i) => `Row ${i + 1};${cell}`)].join('\n');

describe('the data step reads a cell as the server does', () => {
  const cases: Array<{ name: string; cells: string[]; read: Array<number | null> }> = [
    { name: 'currency', cells: ['$1,234.50', '€ 12', '£3.25', '99'], read: [1234.5, 12, 3.25, 99] },
    { name: 'percent', cells: ['12%', '7.5 %', '-3%', '40'], read: [12, 7.5, -3, 40] },
    { name: 'parenthesised negatives', cells: ['(1,234)', '(5.5)', '2,000.25', '−7'], read: [-1234, -5.5, 2000.25, -7] },
    { name: 'decimal comma', cells: ['1.234,5', '3,25 €', '0,5', '12'], read: [1234.5, 3.25, 0.5, 12] },
    { name: 'spaces and apostrophes grouping', cells: ['1 234,5', "1'000", '2\u00a0500,75', '3'], read: [1234.5, 1000, 2500.75, 3] },
    { name: 'text among numbers', cells: ['10', 'n/a', '', '12'], read: [10, null, null, 12] },
  ];

  for (const { name, cells, read } of cases) {
    it(`reads ${name} as the chart will draw it`, () => {
      const { server, table, builder } = bothReadings(column(name, cells));
      expect(server.datasets[0]!.data).toEqual(read);
      expect(builder.datasets[0]!.data).toEqual(server.datasets[0]!.data);
      expect(cells.map((_, r) => cellNumber(table, r, 1))).toEqual(read);
    });
  }

  it('keeps a date with a two-digit year as the text it is, as the server does', () => {
    const csv = ['Day;Sales', '01/05/2020;1', '13/05/2020;2', '01/06/20;3'].join('\n');
    const { server, builder } = bothReadings(csv);
    expect(server.labels).toEqual(['01/05/2020', '13/05/2020', '01/06/20']);
    expect(builder.labels).toEqual(server.labels);
  });

  it('reads a date cell edited in a date column by the column’s order, or keeps its text', () => {
    const csv = ['Day;Sales', '01/05/2020;1', '13/05/2020;2'].join('\n');
    const { table } = bothReadings(csv);
    const edited = (text: string) => tableToChartData(dataTableReducer(table, { type: 'cell', row: 0, column: 0, text })).labels[0];
    const serverLabel = (text: string) => csvToChart(['Day;Sales', `${text};1`, '13/05/2020;2'].join('\n'), 'cells.csv').labels[0];
    for (const text of ['02/05/2020', '02/05/20', '2.5.2020', '2020-05-02']) expect(edited(text)).toBe(serverLabel(text));
  });

  it('reads a cell edited in a decimal-comma column under that column’s mark', () => {
    const { table } = bothReadings(column('Price', ['1.234,5', '2,25']));
    const edited = dataTableReducer(table, { type: 'cell', row: 1, column: 1, text: '(3,5)' });
    const server = csvToChart(column('Price', ['1.234,5', '(3,5)']), 'cells.csv');
    expect(tableToChartData(edited).datasets[0]!.data).toEqual(server.datasets[0]!.data);
    expect(server.datasets[0]!.data).toEqual([1234.5, -3.5]);
  });

  it('tells a column with no reading a date, a number or text as the server reads it', () => {
    const csv = ['Day;Price;Note', '01/05/2020;1,5;a', '13/05/2020;2,25;b'].join('\n');
    const server = csvToChart(csv, 'cells.csv');
    const unread = { labels: server.labels, datasets: server.datasets, columns: server.columns, table: server.table };
    expect(tableFromCsv(unread).columns.map((c) => c.kind)).toEqual(server.reading!.columns.map((c) => c.type));
    expect(server.reading!.columns.map((c) => c.type)).toEqual(['date', 'number', 'text']);
    expect(tableFromChartData({ labels: ['01/05/2020', '13/05/2020'], datasets: [] }, 'open').columns[0]!.kind).toBe('date');
  });
});
