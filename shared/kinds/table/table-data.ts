/**
 * What a table asks of its data: columns of numbers (no candles), at most TABLE_MAX_CELLS values;
 * and, on every write, that its options fit its columns (a format per column at most, a sort by a
 * column it has). The problems name what stops them.
 */
import type { ChartData, ChartOptions } from '../../spec/chart-spec';
import { TABLE_MAX_CELLS, type TableOptions } from './table-options';

const count = (n: number) => n.toLocaleString('en-US');

export function checkTableData(data: ChartData): string | null {
  const [rows, columns] = [data.labels.length, data.datasets.length];
  if (rows * columns > TABLE_MAX_CELLS)
    return `A table may have at most ${count(TABLE_MAX_CELLS)} cells; this one has ${count(rows * columns)} (${count(rows)} rows of ${count(columns)} columns). Keep fewer rows or columns`;
  for (const dataset of data.datasets) {
    if (dataset.data.some((v) => v !== null && typeof v !== 'number')) return `A table’s columns hold numbers: “${dataset.label}” holds candles`;
  }
  return null;
}

/** What `options.table` asks of the data, named for the creator; null when it holds. */
export function tableOptionsProblem(data: ChartData, table: TableOptions | undefined): string | null {
  const columns = data.datasets.length;
  if (table?.columns && table.columns.length > columns)
    return `options.table.columns has ${table.columns.length} entries for ${columns} column${columns === 1 ? '' : 's'}: give at most one per dataset, in their order`;
  const sorted = table?.sort?.column;
  if (sorted !== undefined && (sorted < -1 || sorted >= columns))
    return `options.table.sort.column must be -1 (the labels) or a column from 0 to ${columns - 1}; it is ${sorted}`;
  return null;
}

export function prepareTableData(data: ChartData, options: ChartOptions): { data: ChartData; options: ChartOptions } | { problem: string } {
  const problem = checkTableData(data) ?? tableOptionsProblem(data, options.table);
  return problem ? { problem } : { data, options };
}
