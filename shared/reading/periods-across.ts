/**
 * Tables with their periods across the top (an empty first cell, then years or dates, one row per
 * measure: how statistics offices and Datawrapper's examples lay them out). Read as they stand,
 * each year would become a series of its own; turned, the periods are the x axis and each measure
 * a series. Only a table that cannot be read any other way is turned.
 */
import { readDateColumn } from './date-labels';
import { scanNumber, SHAPE } from './number-scan';

const YEAR = /^[12]\d{3}$/;
// 2020 Q1, Q1 2020, 2020-Q1, 2020/21 (a fiscal or school year).
const PERIOD = /^(?:[12]\d{3}\s*[-/ ]?\s*[QH][1-4]|[QH][1-4]\s*[-/ ]?\s*[12]\d{3}|[12]\d{3}\s*[/-]\s*\d{2})$/i;

const isPeriod = (cell: string) => YEAR.test(cell) || PERIOD.test(cell);

/** Every cell a year, a quarter or a date of one format. */
function arePeriods(cells: readonly string[]): boolean {
  if (cells.every(isPeriod)) return true;
  const dates = readDateColumn(cells);
  return dates !== null && dates.unreadable === 0;
}

const isText = (cell: string) => {
  const shape = scanNumber(cell, null);
  return shape === SHAPE.text && !isPeriod(cell);
};

/**
 * Whether rows (header first) have their periods across the top: the first cell empty, at least two
 * more cells and every one of them a period, every row as wide, and the first column text labels.
 */
export function hasPeriodsAcross(rows: readonly (readonly string[])[]): boolean {
  const [top, ...body] = rows;
  if (!top || top.length < 3 || body.length === 0 || top[0]!.trim() !== '') return false;
  if (body.some((row) => row.length !== top.length)) return false;
  const periods = top.slice(1).map((cell) => cell.trim());
  if (periods.some((cell) => cell === '') || !arePeriods(periods)) return false;
  const labels = body.map((row) => row[0]!.trim()).filter((cell) => cell !== '');
  return labels.length > 0 && labels.every(isText) && readDateColumn(labels) === null;
}

/**
 * The table turned: the periods down the first column, under "Year" when every one is a year (else
 * "Date"), and each measure a column named by its label.
 */
export function turnTable(rows: readonly (readonly string[])[]): string[][] {
  const top = rows[0]!;
  const periods = top.slice(1).map((cell) => cell.trim());
  const corner = periods.every((cell) => YEAR.test(cell)) ? 'Year' : 'Date';
  const header = [corner, ...rows.slice(1).map((row) => row[0]!.trim())];
  return [header, ...periods.map((period, p) => [period, ...rows.slice(1).map((row) => row[p + 1]!)])];
}
