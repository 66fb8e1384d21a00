import { describe, expect, it } from 'vitest';
import type { ColumnReading } from '@shared/api/data-answers';
import { dataTableReducer, isGapCell, tableFromChartData, tableFromCsv, tableToChartData, type DataTable, type TableAction } from './data-table';

const reading = (name: string, more: Partial<ColumnReading>): ColumnReading => ({
  name,
  type: 'number',
  decimal: null,
  thousands: null,
  dateOrder: null,
  ambiguous: false,
  unreadable: 0,
  ...more,
});

const csv = tableFromCsv({
  columns: ['Date', 'Temperature', 'Humidity'],
  labels: ['2025-03-01', '2025-03-02'],
  datasets: [
    { label: 'Temperature', data: [20.5, null] },
    { label: 'Humidity', data: [1234.5, 41] },
  ],
  reading: {
    encoding: 'utf-8',
    delimiter: ';',
    columns: [
      reading('Date', { type: 'date', dateOrder: 'dmy', ambiguous: true }),
      reading('Temperature', { decimal: ',' }),
      reading('Humidity', { decimal: ',', thousands: '.' }),
    ],
  },
  table: [
    ['Date', 'Temperature', 'Humidity'],
    ['01/03/2025', '20,5', '1.234,5'],
    ['02/03/2025', '', '41'],
  ],
});

const run = (table: DataTable, ...actions: TableAction[]) => actions.reduce(dataTableReducer, table);

describe('the data step table', () => {
  it('reads a CSV answer: cells as the file wrote them, numbers and dates as its columns were read', () => {
    expect(csv.rows[0]).toEqual(['01/03/2025', '20,5', '1.234,5']);
    expect(csv.columns.map((c) => c.kind)).toEqual(['date', 'number', 'number']);
    expect(csv.series).toEqual([1, 2]);
    expect(tableToChartData(csv)).toEqual({
      labels: ['2025-03-01', '2025-03-02'],
      datasets: [
        { label: 'Temperature', data: [20.5, null] },
        { label: 'Humidity', data: [1234.5, 41] },
      ],
    });
  });

  it('builds the table from labels and datasets when the answer has no table', () => {
    const table = tableFromCsv({ columns: ['Month', 'Sales'], labels: ['Jan', 'Feb'], datasets: [{ label: 'Sales', data: [10, null] }] });
    expect(table.columns.map((c) => c.name)).toEqual(['Month', 'Sales']);
    expect(table.rows).toEqual([
      ['Jan', '10'],
      ['Feb', ''],
    ]);
    expect(tableToChartData(table)).toEqual({ labels: ['Jan', 'Feb'], datasets: [{ label: 'Sales', data: [10, null] }] });
  });

  it('changes a cell, in the column’s own format, without touching the other rows', () => {
    const edited = run(csv, { type: 'cell', row: 1, column: 1, text: '19,25' });
    expect(edited.rows[0]).toBe(csv.rows[0]);
    expect(tableToChartData(edited).datasets[0]!.data).toEqual([20.5, 19.25]);
  });

  it('makes a cell that is not a number a marked gap, never a guessed number', () => {
    const edited = run(csv, { type: 'cell', row: 0, column: 1, text: '20,5,1' });
    expect(tableToChartData(edited).datasets[0]!.data).toEqual([null, null]);
    expect(isGapCell(edited, 0, 1)).toBe(true);
    // An empty cell is a gap too, but there is nothing wrong to point at.
    expect(isGapCell(edited, 1, 1)).toBe(false);
    // Labels are not numbers and are never gaps.
    expect(isGapCell(edited, 0, 0)).toBe(false);
  });
});

describe('the data step table’s edits', () => {
  it('adds and removes rows and columns', () => {
    const grown = run(
      csv,
      { type: 'addRow' },
      { type: 'cell', row: 2, column: 0, text: '03/03/2025' },
      { type: 'addColumn' },
      { type: 'cell', row: 0, column: 3, text: '7' },
    );
    expect(grown.columns.map((c) => c.name)).toEqual(['Date', 'Temperature', 'Humidity', 'Series 3']);
    expect(tableToChartData(grown)).toMatchObject({
      labels: ['2025-03-01', '2025-03-02', '2025-03-03'],
      datasets: [{}, {}, { label: 'Series 3', data: [7, null, null] }],
    });
    const shrunk = run(grown, { type: 'removeRow', row: 0 }, { type: 'removeColumn', column: 1 });
    expect(shrunk.columns.map((c) => c.name)).toEqual(['Date', 'Humidity', 'Series 3']);
    expect(shrunk.series).toEqual([1, 2]);
    expect(tableToChartData(shrunk).datasets.map((d) => d.data)).toEqual([
      [41, null],
      [null, null],
    ]);
    // The x axis's column stays until another column is the x axis.
    expect(run(shrunk, { type: 'removeColumn', column: 0 })).toBe(shrunk);
  });

  it('renames a series', () => {
    expect(tableToChartData(run(csv, { type: 'rename', column: 2, name: 'Humidity (%)' })).datasets[1]!.label).toBe('Humidity (%)');
  });

  it('chooses the x axis and the series', () => {
    const byTemperature = run(csv, { type: 'x', column: 1 });
    expect(byTemperature.series).toEqual([2]);
    expect(tableToChartData(byTemperature)).toEqual({ labels: ['20,5', ''], datasets: [{ label: 'Humidity', data: [1234.5, 41] }] });
    const oneSeries = run(csv, { type: 'series', column: 1, on: false });
    expect(tableToChartData(oneSeries).datasets.map((d) => d.label)).toEqual(['Humidity']);
    expect(run(oneSeries, { type: 'series', column: 1, on: true }).series).toEqual([1, 2]);
    // The x axis is never a series as well.
    expect(run(csv, { type: 'series', column: 0, on: true })).toBe(csv);
  });

  it('orders the series as asked (a scatter’s x, y and size), leaving out the x axis and unknown columns', () => {
    const swapped = run(csv, { type: 'seriesOrder', series: [2, 1] });
    expect(tableToChartData(swapped).datasets.map((d) => d.label)).toEqual(['Humidity', 'Temperature']);
    expect(run(csv, { type: 'seriesOrder', series: [0, 2, 9, 2] }).series).toEqual([2]);
    expect(run(csv, { type: 'seriesOrder', series: [1, 2] })).toBe(csv);
  });

  it('transposes: series become rows, labels become columns, numbers written plainly', () => {
    const turned = run(csv, { type: 'transpose' });
    expect(turned.columns.map((c) => c.name)).toEqual(['Date', '2025-03-01', '2025-03-02']);
    expect(turned.rows).toEqual([
      ['Temperature', '20.5', ''],
      ['Humidity', '1234.5', '41'],
    ]);
    expect(tableToChartData(turned)).toEqual({
      labels: ['Temperature', 'Humidity'],
      datasets: [
        { label: '2025-03-01', data: [20.5, 1234.5] },
        { label: '2025-03-02', data: [null, 41] },
      ],
    });
    expect(tableToChartData(run(turned, { type: 'transpose' }))).toEqual({
      labels: ['2025-03-01', '2025-03-02'],
      datasets: [
        { label: 'Temperature', data: [20.5, null] },
        { label: 'Humidity', data: [1234.5, 41] },
      ],
    });
  });

  it('lets an AI answer’s series be renamed, and nothing else', () => {
    const data = { labels: ['2021', '2022'], datasets: [{ label: 'GDP', data: [6.1, 2.5], type: 'bar' as const }] };
    const table = tableFromChartData(data, 'names', 'Year');
    expect(table.rows).toEqual([
      ['2021', '6.1'],
      ['2022', '2.5'],
    ]);
    expect(
      run(table, { type: 'cell', row: 0, column: 1, text: '9' }, { type: 'addRow' }, { type: 'transpose' }, { type: 'rename', column: 0, name: 'Y' }),
    ).toBe(table);
    expect(tableToChartData(run(table, { type: 'rename', column: 1, name: 'GDP growth' }))).toEqual({
      labels: ['2021', '2022'],
      datasets: [{ label: 'GDP growth', data: [6.1, 2.5], type: 'bar' }],
    });
  });

  it('shows candles as the provider gave them, read-only', () => {
    const data = { labels: ['2025-02-28'], datasets: [{ label: 'AAPL', data: [{ o: 1, h: 3, l: 0.5, c: 2 }] }] };
    const table = tableFromChartData(data, 'open', 'Date');
    expect(table.columns.map((c) => c.name)).toEqual(['Date', 'Open', 'High', 'Low', 'Close']);
    expect(table.rows).toEqual([['2025-02-28', '1', '3', '0.5', '2']]);
    expect(run(table, { type: 'rename', column: 1, name: 'x' })).toBe(table);
    expect(tableToChartData(table)).toBe(data);
  });
});
