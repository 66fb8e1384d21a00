/**
 * A table's own options (`options.table`). Every field may be left out: a spec that says only
 * `chartType: 'table'` shows its labels as the first column and each dataset as a column, in the
 * chart's number format, with a search box beyond 10 rows and pages of 20 beyond 20 rows.
 */
import type { NumberFormat } from '../../spec/chart-spec';

/** What one column (a dataset, by position) shows beyond its values. */
export interface TableColumn {
  /** This column's number format; left out, the chart's (`options.numberFormat`). */
  format?: NumberFormat;
  /** A bar in each cell, its length the value's share of the column's largest. */
  bars?: boolean;
  /** Each cell coloured by its value, low to high. */
  heat?: boolean;
}

export interface TableSort {
  /** The column sorted by: a dataset's index, or -1 for the labels. */
  column: number;
  descending?: boolean;
}

export interface TableOptions {
  /** The order rows are first shown in; left out, the data's. Readers sort by any column. */
  sort?: TableSort;
  /** The search box, shown beyond SEARCH_FROM rows unless this is false. */
  search?: boolean;
  /** Rows a page shows first; readers choose another of PAGE_SIZES. */
  pageSize?: number;
  /** One entry per dataset, in their order; missing entries show the column plainly. */
  columns?: TableColumn[];
}

/** A search box helps past this many rows, pages past DEFAULT_PAGE_SIZE. */
export const SEARCH_FROM = 10;
export const DEFAULT_PAGE_SIZE = 20;
/** The page sizes a reader picks from; the creator's, if other, is added to them. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const MIN_PAGE_SIZE = 5;
export const MAX_PAGE_SIZE = 1000;
/**
 * The most values a table holds: a thousand rows of fifty columns. Past it no reader reads the
 * table, and its page, download and image grow beyond what an embed should carry.
 */
export const TABLE_MAX_CELLS = 50_000;

/** The number format of column `i`: its own, else the chart's. */
export const columnFormat = (options: { numberFormat?: NumberFormat; table?: TableOptions }, i: number): NumberFormat | undefined =>
  options.table?.columns?.[i]?.format ?? options.numberFormat;
