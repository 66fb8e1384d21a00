/**
 * An Our World in Data grapher CSV, as the grapher writes it today (owid-grapher's `toPrettyCsv`,
 * reworked in January 2026) and as it wrote it before:
 *
 * - the header is `entity,code,<time>,<data columns…>` with useColumnShortNames=true (what we ask
 *   for) and `Entity,Code,<Time>,<long names…>` without it, capitalised until January 2026 and
 *   still so for long names; `code` is left out when no entity of the chart has one;
 * - the time column is `year`, `day`, `month`, `week`, `quarter` or `decade` (grapher
 *   CoreTableColumns.ts), written `2023`, `2023-01-31`, `2023-01`, `2023-W03`, `2023-Q1`, `2020s`;
 * - the data columns are the chart's y columns first, then x, size and colour (which may be text,
 *   such as `owid_region`), then columns derived from them: `<name>__original_<time>` (which time
 *   a value came from), `<name>__annotations`, and long-name forms with ` (Original Year)`,
 *   ` (Annotations)`; a projection is `<name>__projected` or `<name> (Projected)`.
 *
 * The value read is the chart's first y column: the first data column that is not derived and not a
 * projection. Other columns are ignored whatever they hold. Entity names may be quoted ("Bonaire,
 * Sint Eustatius and Saba"), and an empty cell is a period without a value: a gap.
 */
import Papa from 'papaparse';
import { closestNames } from '@shared/ai/closest-names';
import { NotInSourceError, SourceShapeError } from './source';
import { periodNote, readSourcePeriod, type PeriodSpan } from './source-periods';

export interface OwidRow {
  entity: string;
  code: string | null;
  period: string;
  value: number | null;
}

export interface OwidTable {
  /** The value column, as the header names it. */
  column: string;
  /** What the time column counts in. */
  span: PeriodSpan;
  rows: OwidRow[];
}

const TIME_COLUMNS: Record<string, PeriodSpan> = { year: 'year', day: 'day', month: 'month', week: 'week', quarter: 'quarter', decade: 'decade' };

/** Columns the grapher derives from a data column, and projections: never the value a chart is named for. */
const NOT_THE_VALUE = [/__original_[a-z]+$/, /__annotations$/, /__projected$/, / \(Original [A-Za-z]+\)$/, / \(Annotations\)$/, / \(Projected\)$/];

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const YEAR = /^-?\d+$/;

const fail = (detail: string, cause: string): never => {
  throw new SourceShapeError('owid', `csv: ${detail}`, cause);
};

export function parseOwidCsv(text: string): OwidTable {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ',', skipEmptyLines: true });
  if (parsed.errors.length > 0)
    fail(parsed.errors[0]!.message, `answered a CSV we cannot read: ${parsed.errors[0]!.message} (row ${parsed.errors[0]!.row ?? '?'})`);
  const [header, ...body] = parsed.data;
  const unknownHeader = () =>
    fail(`header ${JSON.stringify(header?.slice(0, 6))}`, `answered a CSV header we do not know: ${JSON.stringify(header?.slice(0, 6))}`);
  if (!header || header[0]?.trim().toLowerCase() !== 'entity') return unknownHeader();
  const codeIndex = header[1]?.trim().toLowerCase() === 'code' ? 1 : null;
  const timeIndex = codeIndex === null ? 1 : 2;
  const span = TIME_COLUMNS[header[timeIndex]?.trim().toLowerCase() ?? ''];
  if (!span) return unknownHeader();
  const valueIndex = header.findIndex((name, index) => index > timeIndex && name.trim() !== '' && !NOT_THE_VALUE.some((suffix) => suffix.test(name.trim())));
  if (valueIndex < 0) fail(`no value column in ${JSON.stringify(header)}`, `answered a CSV without a value column: ${JSON.stringify(header.slice(0, 6))}`);
  if (body.length === 0) fail('no rows', `answered a CSV with a header and no rows: ${JSON.stringify(header.slice(0, 6))}`);

  const rows: OwidRow[] = [];
  for (const [index, cells] of body.entries()) {
    const line = index + 2;
    if (cells.length !== header.length)
      fail(`row ${line} has ${cells.length} cells`, `answered a CSV row of ${cells.length} cells under a header of ${header.length} (line ${line})`);
    const entity = cells[0]!;
    if (entity.trim() === '') fail(`row ${line} names no entity`, `answered a CSV row that names no entity (line ${line})`);
    const period = readPeriod(cells[timeIndex]!, span, line);
    // Periods before year 1 (population since 10,000 BCE) cannot be written as the plan's periods.
    if (period === null) continue;
    const raw = cells[valueIndex]!.trim();
    let value: number | null = null;
    if (raw !== '') {
      value = NUMBER.test(raw) ? Number(raw) : null;
      if (value === null || !Number.isFinite(value)) {
        fail(
          `row ${line}: value ${raw.slice(0, 40)}`,
          `answered text where numbers belong in column "${header[valueIndex]}" (line ${line}): "${raw.slice(0, 40)}"`,
        );
      }
    }
    const code = codeIndex === null ? '' : cells[codeIndex]!.trim();
    rows.push({ entity, code: code === '' ? null : code, period, value });
  }
  return { column: header[valueIndex]!.trim(), span, rows };
}

function readPeriod(time: string, span: PeriodSpan, line: number): string | null {
  const cell = time.trim();
  if (span === 'year') {
    if (!YEAR.test(cell)) return fail(`row ${line}: year ${cell.slice(0, 20)}`, `answered a year we cannot read (line ${line}): "${cell.slice(0, 20)}"`);
    const year = Number(cell);
    if (year > 9999) fail(`row ${line}: year ${cell}`, `answered a year past 9999 (line ${line}): ${cell.slice(0, 20)}`);
    return year < 1 ? null : String(year).padStart(4, '0');
  }
  if (span === 'decade' && / BCE$/.test(cell)) return null;
  const read = readSourcePeriod(cell);
  if (!read || read.span !== span)
    return fail(`row ${line}: ${span} ${cell.slice(0, 20)}`, `answered a ${span} we cannot read (line ${line}): "${cell.slice(0, 20)}"`);
  return read.period;
}

/** What a reader is told about the table's periods when they are not years, months or days. */
export function owidPeriodNote(table: OwidTable): string | null {
  return periodNote(new Set([table.span]));
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
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.period))
      throw new SourceShapeError('owid', `csv: ${row.entity} ${row.period} appears twice`, `answered ${row.entity} ${row.period} twice in one CSV`);
    seen.add(row.period);
    if (row.value !== null) points.set(row.period, row.value);
  }
  return {
    entityName: rows[0]!.entity,
    code: rows[0]!.code,
    points: [...points].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)),
  };
}

/**
 * Every country of the table within whole years: rows whose code is an ISO3 (OWID's own regions
 * carry `OWID_…` codes or none), each with its values ascending. A row repeated is a shape error.
 */
export function owidCountries(table: OwidTable, from: string, to: string): Array<{ code: string; name: string; points: Array<[string, number]> }> {
  const members = new Map<string, { code: string; name: string; points: Map<string, number> }>();
  for (const row of table.rows) {
    if (row.code === null || !/^[A-Z]{3}$/.test(row.code)) continue;
    const year = row.period.slice(0, 4);
    if (year < from || year > to) continue;
    const member = members.get(row.code) ?? { code: row.code, name: row.entity, points: new Map() };
    members.set(row.code, member);
    if (member.points.has(row.period))
      throw new SourceShapeError('owid', `csv: ${row.entity} ${row.period} appears twice`, `answered ${row.entity} ${row.period} twice in one CSV`);
    if (row.value !== null) member.points.set(row.period, row.value);
  }
  return [...members.values()].map(({ code, name, points }) => ({ code, name, points: [...points].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)) }));
}
