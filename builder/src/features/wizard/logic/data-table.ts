/**
 * The data step's table (docs/product.md, Step 2: Customize): the chart's data as cells of text,
 * edited by actions, and read back into chart data. Cells stay text so the table shows what the
 * file said; a series cell that is not a number is a gap in the chart, never a guessed number.
 */
import type { ColumnReading, CsvAnswer } from '@shared/api/data-answers';
import { readColumns } from '@shared/reading/read-columns';
import type { ChartData, Dataset } from '@shared/spec/chart-spec';
import { markOf, parseDates, parseNumber, plainText } from './cell-value';

export type ColumnKind = 'date' | 'number' | 'text';

export interface TableColumn {
  name: string;
  kind: ColumnKind;
  /** How the server read this column of the file; null for columns the builder made. */
  reading: ColumnReading | null;
}

/**
 * What may be changed. `names`: an AI answer, whose numbers come from its cited sources (the server
 * fetches them again on save), so only series may be renamed. `none`: candles, shown as provided.
 */
export type TableLock = 'open' | 'names' | 'none';

export interface DataTable {
  columns: TableColumn[];
  rows: string[][];
  /** The column whose cells are the x axis labels. */
  x: number;
  /** The columns drawn as series, in column order. */
  series: number[];
  lock: TableLock;
  /** A locked table's data as it arrived: renames are applied to it, nothing else. */
  base: ChartData | null;
}

export type TableAction =
  | { type: 'cell'; row: number; column: number; text: string }
  | { type: 'addRow' }
  | { type: 'removeRow'; row: number }
  | { type: 'addColumn' }
  | { type: 'removeColumn'; column: number }
  | { type: 'rename'; column: number; name: string }
  | { type: 'transpose' }
  | { type: 'x'; column: number }
  | { type: 'series'; column: number; on: boolean }
  /** These columns, in this order, are the series (a scatter's x, y and size); the others are not charted. */
  | { type: 'seriesOrder'; series: number[] };

const isOhlc = (data: ChartData) => data.datasets.some((d) => d.data.some((v) => v !== null && typeof v === 'object'));

/**
 * What each column is, for columns the server did not read, by the server's own reader
 * (shared/reading/read-columns.ts): the builder and the chart then agree on which cells are dates
 * (`01/05/2020` as much as ISO) and which numbers, under either decimal mark.
 */
const kindsOf = (names: readonly string[], rows: readonly string[][]): ColumnKind[] =>
  readColumns(names, rows, {}).columns.map((column) => column.reading.type);

const labelsKind = (labels: readonly string[]) =>
  kindsOf(
    ['Label'],
    labels.map((label) => [label]),
  )[0]!;

/** A CSV answer's table; without one (a server from before tables), its labels and datasets. */
export function tableFromCsv(answer: ChartData & Pick<CsvAnswer, 'columns'> & Partial<Pick<CsvAnswer, 'reading' | 'table'>>): DataTable {
  const [header, ...rows] = answer.table ?? [];
  if (!header) return tableFromChartData({ labels: answer.labels, datasets: answer.datasets }, 'open', answer.columns[0]);
  const readings = answer.reading?.columns ?? [];
  const width = header.length;
  const body = rows.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? ''));
  const kinds = readings.length < width ? kindsOf(header, body) : [];
  const columns = header.map((name, i) => {
    const reading = readings[i] ?? null;
    return { name, kind: reading?.type ?? kinds[i]!, reading };
  });
  const charted = new Set(answer.datasets.map((d) => d.label));
  const series = columns.map((c, i) => (i > 0 && (charted.has(c.name) || (charted.size === 0 && c.kind === 'number')) ? i : -1)).filter((i) => i > 0);
  return { columns, rows: body, x: 0, series, lock: 'open', base: null };
}

/** Chart data (a ticker's prices, an AI answer, a saved chart) as a table: labels first, one column per series. */
export function tableFromChartData(data: ChartData, lock: TableLock, labelsName = 'Label'): DataTable {
  if (isOhlc(data)) return ohlcTable(data, labelsName);
  const rows = data.labels.map((label, r) => [label, ...data.datasets.map((d) => plainText((d.data[r] as number | null | undefined) ?? null))]);
  const columns: TableColumn[] = [
    { name: labelsName, kind: labelsKind(data.labels), reading: null },
    ...data.datasets.map((d) => ({ name: d.label, kind: 'number' as const, reading: null })),
  ];
  return { columns, rows, x: 0, series: data.datasets.map((_, i) => i + 1), lock, base: lock === 'open' ? null : data };
}

function ohlcTable(data: ChartData, labelsName: string): DataTable {
  const parts = ['Open', 'High', 'Low', 'Close'] as const;
  const keys = ['o', 'h', 'l', 'c'] as const;
  const columns: TableColumn[] = [{ name: labelsName, kind: labelsKind(data.labels), reading: null }];
  for (const d of data.datasets)
    for (const part of parts) columns.push({ name: data.datasets.length > 1 ? `${d.label} ${part}` : part, kind: 'number', reading: null });
  const rows = data.labels.map((label, r) => [
    label,
    ...data.datasets.flatMap((d) => {
      const point = d.data[r];
      return keys.map((k) => (point && typeof point === 'object' ? String(point[k]) : ''));
    }),
  ]);
  return { columns, rows, x: 0, series: columns.map((_, i) => i).slice(1), lock: 'none', base: data };
}

/** The columns that hold numbers, apart from the labels' column, charted or not. */
export const numericColumns = (table: DataTable): number[] => table.columns.flatMap((column, i) => (i !== table.x && column.kind === 'number' ? [i] : []));

/** How many numeric columns the data has: the table's, else the chart's series. */
export const numericColumnCount = (table: DataTable | null, data: ChartData | null): number =>
  table && table.lock !== 'none' ? numericColumns(table).length : (data?.datasets.length ?? 0);

/** The number a series cell holds, read by its column's marks; null (a gap) when it holds none. */
export function cellNumber(table: DataTable, row: number, column: number): number | null {
  return parseNumber(table.rows[row]?.[column] ?? '', markOf(table.columns[column]?.reading));
}

/** A series cell with text that is not a number: the chart shows a gap there, and the table says so. */
export function isGapCell(table: DataTable, row: number, column: number): boolean {
  const text = table.rows[row]?.[column] ?? '';
  return table.series.includes(column) && text.trim() !== '' && cellNumber(table, row, column) === null;
}

/** The x column's cells as the chart's labels. */
function labelsOf(table: DataTable): string[] {
  const cells = table.rows.map((row) => row[table.x] ?? '');
  const reading = table.columns[table.x]?.reading;
  return reading?.type === 'date' ? parseDates(cells, reading.dateOrder) : cells;
}

/** The chart's data: labels from the x column, one dataset per series column. */
export function tableToChartData(table: DataTable): ChartData {
  if (table.base) {
    if (table.lock === 'none') return table.base;
    // Renames only: the numbers stay exactly as the sources gave them.
    return { ...table.base, datasets: table.base.datasets.map((d, i) => ({ ...d, label: table.columns[i + 1]?.name ?? d.label }) as Dataset) };
  }
  return {
    labels: labelsOf(table),
    datasets: table.series.map((column) => ({
      label: table.columns[column]!.name,
      data: table.rows.map((_, r) => cellNumber(table, r, column)),
    })),
  };
}

function uniqueName(table: DataTable, stem: string): string {
  const names = new Set(table.columns.map((c) => c.name));
  for (let n = table.columns.length; ; n++) if (!names.has(`${stem} ${n}`)) return `${stem} ${n}`;
}

/**
 * Rows become columns: the x column's cells become the new column names, and each series becomes a
 * row named by its header. Numbers are written plainly, since a new column mixes cells that were
 * written in different columns' formats.
 */
function transpose(table: DataTable): DataTable {
  const kept = table.series;
  const header = [table.columns[table.x]!.name, ...labelsOf(table)];
  const rows = kept.map((column) => [
    table.columns[column]!.name,
    ...table.rows.map((_, r) => {
      const text = table.rows[r]![column] ?? '';
      const value = cellNumber(table, r, column);
      return value === null ? text : plainText(value);
    }),
  ]);
  const kinds = kindsOf(header, rows);
  const columns: TableColumn[] = header.map((name, i) => ({ name, kind: i === 0 ? 'text' : kinds[i]!, reading: null }));
  return { ...table, columns, rows, x: 0, series: columns.map((_, i) => i).slice(1) };
}

export function dataTableReducer(table: DataTable, action: TableAction): DataTable {
  if (table.lock === 'none') return table;
  if (table.lock === 'names' && !(action.type === 'rename' && table.series.includes(action.column))) return table;
  switch (action.type) {
    case 'cell': {
      if (table.rows[action.row]?.[action.column] === undefined || table.rows[action.row]![action.column] === action.text) return table;
      const rows = table.rows.slice();
      rows[action.row] = rows[action.row]!.map((text, i) => (i === action.column ? action.text : text));
      return { ...table, rows };
    }
    case 'addRow':
      return { ...table, rows: [...table.rows, table.columns.map(() => '')] };
    case 'removeRow':
      return { ...table, rows: table.rows.filter((_, r) => r !== action.row) };
    case 'addColumn': {
      const column = table.columns.length;
      return {
        ...table,
        columns: [...table.columns, { name: uniqueName(table, 'Series'), kind: 'number', reading: null }],
        rows: table.rows.map((row) => [...row, '']),
        series: [...table.series, column],
      };
    }
    case 'removeColumn': {
      // The labels' column stays: another one is made the x axis first.
      if (action.column === table.x || table.columns.length <= 1) return table;
      const shift = (i: number) => (i > action.column ? i - 1 : i);
      return {
        ...table,
        columns: table.columns.filter((_, i) => i !== action.column),
        rows: table.rows.map((row) => row.filter((_, i) => i !== action.column)),
        x: shift(table.x),
        series: table.series.filter((i) => i !== action.column).map(shift),
      };
    }
    case 'rename':
      return { ...table, columns: table.columns.map((c, i) => (i === action.column ? { ...c, name: action.name } : c)) };
    case 'transpose':
      return transpose(table);
    case 'x':
      if (!table.columns[action.column]) return table;
      return { ...table, x: action.column, series: table.series.filter((i) => i !== action.column) };
    case 'series': {
      if (action.column === table.x || !table.columns[action.column]) return table;
      const others = table.series.filter((i) => i !== action.column);
      return { ...table, series: action.on ? [...others, action.column].sort((a, b) => a - b) : others };
    }
    case 'seriesOrder': {
      const series = action.series.filter((c, i, all) => c !== table.x && table.columns[c] !== undefined && all.indexOf(c) === i);
      return series.join() === table.series.join() ? table : { ...table, series };
    }
  }
}
