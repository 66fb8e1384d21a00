/**
 * What the table's controls say, on screen and to screen readers: the rows a search found, the
 * rows a page shows, the order. Words are English, as the element's are; numbers are the reader's.
 */
import { numberFormat } from '@shared/formats/intl-formats';
import type { Page } from '@shared/kinds/table/table-rows';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MIN_PAGE_SIZE, PAGE_SIZES, type TableOptions } from '@shared/kinds/table/table-options';

/** A count in the reader's locale; through the cached formats, so an English page paints without starting Intl. */
export const count = (n: number, locale: string) => numberFormat(locale, { maximumFractionDigits: 0 }).format(n);

export const matchWords = (found: number, locale: string) => (found ? `${count(found, locale)} row${found === 1 ? ' matches' : 's match'}` : 'No rows match');

export const rangeWords = ({ from, to }: Page, rows: number, locale: string) =>
  rows ? `Rows ${count(from + 1, locale)}–${count(to, locale)} of ${count(rows, locale)}` : 'No rows';

export const sortWords = (column: string, descending: boolean | undefined) => `Sorted by ${column}, ${descending ? 'descending' : 'ascending'}`;

/** The creator's page size, kept within the bounds the API holds it to (a spec may come from elsewhere). */
export const firstPageSize = (table: TableOptions | undefined) =>
  Math.min(MAX_PAGE_SIZE, Math.max(MIN_PAGE_SIZE, Math.round(table?.pageSize ?? DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE));

/** The sizes a reader picks from: the usual ones and the creator's, in order. */
export const pageSizes = (first: number) => [...new Set([...PAGE_SIZES, first])].sort((a, b) => a - b);
