/**
 * The table's fields of the Customize step's form, and the `options.table` they make. Only what is
 * set is written (shared/kinds/table/table-options.ts): a table left alone saves no options of its
 * own, shows the data's order, pages of 20 and a search box beyond 10 rows. A page size that is not
 * a whole number from 5 to 1,000 is named in the problems and left out, never drawn nor sent.
 */
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MIN_PAGE_SIZE, type TableColumn, type TableOptions } from '@shared/kinds/table/table-options';
import type { NumberFormat } from '@shared/spec/chart-spec';

/** One column's fields: its number format as typed (blank follows the chart's), its bars and heat map. */
export interface TableColumnFields {
  prefix: string;
  suffix: string;
  /** '' keeps each value's own decimals; '0' to '6' fixes them. */
  decimals: string;
  percent: boolean;
  compact: boolean;
  bars: boolean;
  heat: boolean;
}

export interface TableFields {
  /** One per dataset, in their order; missing ones are plain. */
  columns: TableColumnFields[];
  /** '' is the default page of 20. */
  pageSize: string;
  /** '' keeps the data's order; '-1' sorts by the labels, '0'… by a dataset. */
  sortColumn: string;
  descending: boolean;
  search: boolean;
}

export const EMPTY_COLUMN_FIELDS: Readonly<TableColumnFields> = Object.freeze({
  prefix: '',
  suffix: '',
  decimals: '',
  percent: false,
  compact: false,
  bars: false,
  heat: false,
});

export const EMPTY_TABLE_FIELDS: Readonly<TableFields> = Object.freeze({ columns: [], pageSize: '', sortColumn: '', descending: false, search: true });

export const PAGE_SIZE_PROBLEM = `Write the rows a page shows as a whole number from ${MIN_PAGE_SIZE} to ${MAX_PAGE_SIZE.toLocaleString('en-US')}, or leave it empty for ${DEFAULT_PAGE_SIZE}.`;

/** A column's format from its fields, or undefined when none is set. */
export function formatOf(fields: Pick<TableColumnFields, 'prefix' | 'suffix' | 'decimals' | 'percent' | 'compact'>): NumberFormat | undefined {
  const format: NumberFormat = {};
  if (fields.prefix.trim() !== '') format.prefix = fields.prefix;
  if (fields.suffix.trim() !== '') format.suffix = fields.suffix;
  if (fields.decimals !== '') format.decimals = Number(fields.decimals);
  if (fields.percent) format.percent = true;
  if (fields.compact) format.compact = true;
  return Object.keys(format).length > 0 ? format : undefined;
}

function columnFieldsOf(column: TableColumn | undefined): TableColumnFields {
  const format = column?.format ?? {};
  return {
    prefix: format.prefix ?? '',
    suffix: format.suffix ?? '',
    decimals: format.decimals === undefined ? '' : String(format.decimals),
    percent: format.percent === true,
    compact: format.compact === true,
    bars: column?.bars === true,
    heat: column?.heat === true,
  };
}

/** The form's fields for a saved table's options. */
export function tableFieldsFrom(table: TableOptions | undefined): TableFields {
  return {
    columns: (table?.columns ?? []).map(columnFieldsOf),
    pageSize: table?.pageSize === undefined ? '' : String(table.pageSize),
    sortColumn: table?.sort ? String(table.sort.column) : '',
    descending: table?.sort?.descending === true,
    search: table?.search !== false,
  };
}

function columnOf(fields: TableColumnFields): TableColumn {
  const column: TableColumn = {};
  const format = formatOf(fields);
  if (format) column.format = format;
  if (fields.bars) column.bars = true;
  if (fields.heat) column.heat = true;
  return column;
}

/** The `options.table` the fields make (undefined when all are the defaults), and the fields that make none. */
export function tableOptionsFrom(fields: TableFields): { table: TableOptions | undefined; problems: Record<string, string> } {
  const table: TableOptions = {};
  const problems: Record<string, string> = {};
  const columns = fields.columns.map(columnOf);
  // Plain columns at the end say nothing: the API takes at most one entry per dataset.
  while (columns.length > 0 && Object.keys(columns[columns.length - 1]!).length === 0) columns.pop();
  if (columns.length > 0) table.columns = columns;
  const size = fields.pageSize.trim();
  if (size !== '') {
    const n = Number(size);
    if (!Number.isInteger(n) || n < MIN_PAGE_SIZE || n > MAX_PAGE_SIZE) problems['table.pageSize'] = PAGE_SIZE_PROBLEM;
    else if (n !== DEFAULT_PAGE_SIZE) table.pageSize = n;
  }
  if (fields.sortColumn !== '')
    table.sort = fields.descending ? { column: Number(fields.sortColumn), descending: true } : { column: Number(fields.sortColumn) };
  if (!fields.search) table.search = false;
  return { table: Object.keys(table).length > 0 ? table : undefined, problems };
}

/** The Layout section's summary of a table: its rows a page, first order and search (never empty, so choosing Table opens the section). */
export function tableSummary(table: TableOptions | undefined, columnName: (column: number) => string): string {
  const parts = [
    `${table?.pageSize ?? DEFAULT_PAGE_SIZE} rows a page`,
    table?.sort ? `sorted by ${columnName(table.sort.column)}${table.sort.descending ? ', descending' : ''}` : '',
    table?.search === false ? 'no search' : '',
    (table?.columns ?? []).some((c) => c.bars || c.heat) ? 'bars or heat' : '',
  ].filter(Boolean);
  return parts.join(', ');
}
