/**
 * One table cell read as the chart reads it, by the server's own readers (shared/reading/column-numbers.ts
 * through parse-number.ts, shared/reading/date-labels.ts), so the data step shows a cell as the server would
 * read it in its column. What cannot be read is null (a gap), never a guessed number.
 */
import type { ColumnReading } from '@shared/api/data-answers';
import { readDateColumn } from '@shared/reading/date-labels';
import { parseHumanNumber } from '@shared/reading/parse-number';

export type DecimalMark = '.' | ',';

/**
 * The decimal mark the server read a column under. A column without a fraction reports none; a
 * point grouping its thousands says it was read with a decimal comma. A column the builder made has
 * no reading and uses the point.
 */
export function markOf(reading: Pick<ColumnReading, 'decimal' | 'thousands'> | null | undefined): DecimalMark {
  if (!reading) return '.';
  return reading.decimal ?? (reading.thousands === '.' ? ',' : '.');
}

/** The number a cell holds under its column's mark, or null when it is empty or not a number under it. */
export function parseNumber(text: string, mark: DecimalMark = '.'): number | null {
  const value = parseHumanNumber(text, mark === ',');
  return value === null || Number.isNaN(value) ? null : value;
}

/**
 * A date cell as `YYYY-MM-DD`, read as the server reads a cell of a date column in this order;
 * null when the server would keep it as text.
 */
export function parseDate(text: string, order: ColumnReading['dateOrder']): string | null {
  if (!order) return null;
  const column = readDateColumn([text], order);
  return column && column.unreadable === 0 ? column.labels[0]! : null;
}

/**
 * A date column's cells as labels, read as the server reads the column: each date made ISO, a cell
 * that is no date in the column's written form kept as it is; when the cells are no longer dates
 * written one way, the column is text and every cell stays as it is.
 */
export function parseDates(cells: string[], order: ColumnReading['dateOrder']): string[] {
  return readDateColumn(cells, order ?? undefined)?.labels ?? cells;
}

/** A number as a cell shows it when the builder writes it (after a transpose, or from a chart's data). */
export function plainText(value: number | null): string {
  return value === null ? '' : String(value);
}
