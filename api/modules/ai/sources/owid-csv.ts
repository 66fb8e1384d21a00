/**
 * An Our World in Data grapher CSV with short column names: `Entity,Code,Year,<column>[,…]`
 * (`Day` instead of `Year` for daily data). Entity names may be quoted ("Bonaire, Sint Eustatius and
 * Saba"), continents and other regions have no Code, and an empty cell is a year without a value.
 * Only the first value column is read: it is the chart's main indicator, and later ones are the
 * extra columns some charts carry (annotations, a second line), not what the chart is named for.
 */
import Papa from 'papaparse';
import { closestNames } from '@shared/closest-names';
import { NotInSourceError, SourceShapeError } from './source';

export interface OwidRow {
  entity: string;
  code: string | null;
  period: string;
  value: number | null;
}

export interface OwidTable {
  column: string;
  rows: OwidRow[];
}

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const YEAR = /^-?\d+$/;

export function parseOwidCsv(text: string): OwidTable {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  const fail = (detail: string): never => {
    throw new SourceShapeError('owid', `csv: ${detail}`);
  };
  if (parsed.errors.length > 0) fail(parsed.errors[0]!.message);
  const [header, ...body] = parsed.data;
  if (!header || header.length < 4 || header[0] !== 'Entity' || header[1] !== 'Code' || (header[2] !== 'Year' && header[2] !== 'Day')) {
    fail(`header ${JSON.stringify(header?.slice(0, 4))}`);
  }
  const daily = header![2] === 'Day';
  const column = header![3]!;
  if (column.trim() === '') fail('an unnamed value column');
  const rows: OwidRow[] = [];
  for (const [index, cells] of body.entries()) {
    if (cells.length !== header!.length) fail(`row ${index + 1} has ${cells.length} cells`);
    const [entity, code, time, cell] = cells as [string, string, string, string];
    if (entity.trim() === '') fail(`row ${index + 1} names no entity`);
    const period = daily ? (DAY.test(time) ? time : fail(`row ${index + 1}: day ${time}`)) : yearPeriod(time, index, fail);
    const raw = cell.trim();
    let value: number | null = null;
    if (raw !== '') {
      value = NUMBER.test(raw) ? Number(raw) : fail(`row ${index + 1}: value ${raw.slice(0, 40)}`);
      if (!Number.isFinite(value)) fail(`row ${index + 1}: value ${raw.slice(0, 40)}`);
    }
    // Periods before year 1 (population since 10,000 BCE) cannot be written as the plan's periods.
    if (period === null) continue;
    rows.push({ entity, code: code.trim() === '' ? null : code.trim(), period, value });
  }
  return { column, rows };
}

function yearPeriod(time: string, index: number, fail: (detail: string) => never): string | null {
  if (!YEAR.test(time)) fail(`row ${index + 1}: year ${time.slice(0, 20)}`);
  const year = Number(time);
  if (year > 9999) fail(`row ${index + 1}: year ${time}`);
  return year < 1 ? null : String(year).padStart(4, '0');
}

/**
 * One entity's published values, periods ascending. The plan names an OWID entity ("United
 * States", "World") or an ISO3 code; either matches, in any case. A miss suggests the nearest
 * entity names in this chart.
 */
export function owidEntitySeries(table: OwidTable, entity: string): { entityName: string; code: string | null; points: Array<[string, number]> } {
  const wanted = entity.trim().toLowerCase();
  let rows = table.rows.filter((row) => row.entity.toLowerCase() === wanted);
  if (rows.length === 0) rows = table.rows.filter((row) => row.code !== null && row.code.toLowerCase() === wanted);
  if (rows.length === 0) {
    throw new NotInSourceError('owid', 'entity', entity, closestNames(entity, new Set(table.rows.map((row) => row.entity))));
  }
  const points = new Map<string, number>();
  for (const row of rows) {
    if (points.has(row.period)) throw new SourceShapeError('owid', `csv: ${row.entity} ${row.period} appears twice`);
    if (row.value !== null) points.set(row.period, row.value);
  }
  return {
    entityName: rows[0]!.entity,
    code: rows[0]!.code,
    points: [...points].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)),
  };
}
