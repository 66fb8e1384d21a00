import { describe, expect, it } from 'vitest';
import { normalizeSpec } from '../../spec/normalize-spec';
import { withDefaultOptions, type ChartData } from '../../spec/chart-spec';
import { cellBar, columnRange, heatCell } from './cell-scale';
import { checkTableData, prepareTableData } from './table-data';
import { columnFormat } from './table-options';
import { pageOf, searchRows, sortedRows } from './table-rows';
import { summarizeTable } from './table-summary';

const data: ChartData = {
  labels: ['Bogotá', 'lima', 'Accra', 'Quito'],
  datasets: [
    { label: 'Pop', data: [8, null, 2, 3] },
    { label: 'Rain', data: [1, 4, 4, -2] },
  ],
};
const spec = normalizeSpec({ chartType: 'table', data, options: { title: 'Cities', xAxis: 'City', table: { sort: { column: 0, descending: true } } } });

describe('a table’s data', () => {
  it('refuses more than 50,000 cells, naming rows and columns', () => {
    const big: ChartData = { labels: Array.from({ length: 10_000 }, String), datasets: Array.from({ length: 10 }, (_, i) => ({ label: `C${i}`, data: [] })) };
    expect(checkTableData(big)).toBe('A table may have at most 50,000 cells; this one has 100,000 (10,000 rows of 10 columns). Keep fewer rows or columns');
    expect(checkTableData(data)).toBeNull();
  });

  it('holds its options to its columns', () => {
    expect(prepareTableData(data, withDefaultOptions({ table: { columns: [{}, {}, {}] } }))).toEqual({
      problem: 'options.table.columns has 3 entries for 2 columns: give at most one per dataset, in their order',
    });
    expect(prepareTableData(data, withDefaultOptions({ table: { sort: { column: 2 } } }))).toEqual({
      problem: 'options.table.sort.column must be -1 (the labels) or a column from 0 to 1; it is 2',
    });
    expect('data' in prepareTableData(data, withDefaultOptions({ table: { sort: { column: -1 } } }))).toBe(true);
  });

  it('gives a column its own format, else the chart’s', () => {
    const options = { numberFormat: { prefix: '$' }, table: { columns: [{ format: { suffix: '%' } }] } };
    expect([columnFormat(options, 0), columnFormat(options, 1)]).toEqual([{ suffix: '%' }, { prefix: '$' }]);
  });
});

describe('a table’s rows', () => {
  it('sorts by a column with gaps last either way, ties in the data’s order', () => {
    expect(sortedRows(spec, { column: 0, descending: true })).toEqual([0, 3, 2, 1]);
    expect(sortedRows(spec, { column: 0 })).toEqual([2, 3, 0, 1]);
    expect(sortedRows(spec, { column: 1 })).toEqual([3, 0, 1, 2]);
    expect(sortedRows(spec, { column: -1 })).toEqual([2, 0, 1, 3]);
    expect(sortedRows(spec, undefined)).toEqual([0, 1, 2, 3]);
  });

  it('finds rows holding the query as typed, whatever the case and accents', () => {
    const text = (row: number) => `${data.labels[row]} ${data.datasets[0]!.data[row]}`;
    expect(searchRows([0, 1, 2, 3], 'BOGOTA', text)).toEqual([0]);
    expect(searchRows([3, 2, 1, 0], 'a', text)).toEqual([2, 1, 0]);
    expect(searchRows([0, 1], '  ', text)).toEqual([0, 1]);
    expect(searchRows([0, 1, 2, 3], 'accra  2', text)).toEqual([2]);
    expect(searchRows([0, 1, 2, 3], 'quito 8', text)).toEqual([]);
  });

  it('pages rows, keeping the page within range', () => {
    expect(pageOf(45, 20, 1)).toEqual({ page: 1, pages: 3, from: 20, to: 40 });
    expect(pageOf(45, 20, 9)).toEqual({ page: 2, pages: 3, from: 40, to: 45 });
    expect(pageOf(0, 20, 0)).toEqual({ page: 0, pages: 1, from: 0, to: 0 });
  });

  it('summarizes rows, columns and the order', () => {
    expect(summarizeTable(spec)).toBe('Table: Cities. 4 rows of City and 2 columns: Pop, Rain. Sorted by Pop, descending.');
  });
});

describe('cells', () => {
  it('runs bars from zero, both ways', () => {
    const range = columnRange([1, 4, 4, -2, null])!;
    expect(range).toEqual({ min: -2, max: 4 });
    const [up, down] = [cellBar(4, range), cellBar(-2, range)];
    expect([up.from, up.width, down.from, down.width].map((v) => +v.toFixed(6))).toEqual([0.333333, 0.666667, 0, 0.333333]);
    expect(cellBar(5, { min: 5, max: 10 })).toEqual({ from: 0, width: 0.5 });
    expect(columnRange([null])).toBeNull();
  });

  it('colours heat from near the background to the column’s colour, with ink that reads', () => {
    const range = { min: 0, max: 10 };
    const high = heatCell(10, range, '#ffffff', '#1d4ed8');
    const low = heatCell(0, range, '#ffffff', '#1d4ed8');
    expect(high.ink).toBe('#ffffff');
    expect(low.ink).toBe('#0f172a');
    expect(low.fill).not.toBe(high.fill);
  });
});
