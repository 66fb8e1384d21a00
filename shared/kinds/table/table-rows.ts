/**
 * The rows a table shows: sorted by a column (nulls last either way, ties in the data's order),
 * those a search finds, and one page of them. Pure, so the widget, the server image and the
 * standalone page show the same rows in the same order.
 */
import type { ChartSpec } from '../../spec/chart-spec';
import type { TableSort } from './table-options';

/** Made on the first sort by the labels: starting Intl's collation costs a table's first paint several milliseconds. */
let collator: Intl.Collator | undefined;

/** Row indexes (into the labels) in the order `sort` asks; the data's order without one. */
export function sortedRows(spec: Pick<ChartSpec, 'data'>, sort: TableSort | undefined): number[] {
  const rows = spec.data.labels.map((_, i) => i);
  if (!sort) return rows;
  const sign = sort.descending ? -1 : 1;
  if (sort.column === -1) {
    const compare = (collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })).compare;
    return rows.sort((a, b) => sign * compare(spec.data.labels[a]!, spec.data.labels[b]!) || a - b);
  }
  const values = spec.data.datasets[sort.column]?.data ?? [];
  const keys = Float64Array.from(rows, (i) => (typeof values[i] === 'number' ? (values[i] as number) : NaN));
  return rows.sort((a, b) => {
    const [x, y] = [keys[a]!, keys[b]!];
    if (x !== x || y !== y) return (x !== x ? 1 : 0) - (y !== y ? 1 : 0) || a - b;
    return sign * (x - y) || a - b;
  });
}

/** Folds case and accents, so "sao" finds "São Tomé". */
export const searchText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The rows whose text (the label and the cells as written, from `textOf`) holds `query` as typed,
 * its spaces collapsed: "row 9" finds Row 9 and Row 90, not every row with a 9 in some cell.
 */
export function searchRows(rows: readonly number[], query: string, textOf: (row: number) => string): number[] {
  const phrase = searchText(query).trim().replace(/\s+/g, ' ');
  if (!phrase) return [...rows];
  return rows.filter((row) => searchText(textOf(row)).replace(/\s+/g, ' ').includes(phrase));
}

export interface Page {
  /** The page shown, from 0, within range. */
  page: number;
  pages: number;
  from: number;
  to: number;
}

/** Page `page` of `count` rows, `size` a page; a page past the end shows the last. */
export function pageOf(count: number, size: number, page: number): Page {
  const pages = Math.max(1, Math.ceil(count / Math.max(1, size)));
  const shown = Math.min(Math.max(0, page), pages - 1);
  return { page: shown, pages, from: shown * size, to: Math.min(count, (shown + 1) * size) };
}
