/**
 * The World Bank's Indicators API v2 (World Development Indicators). A series answers
 * `[meta, rows]`, rows newest first and paged; a year not yet published has `value: null` and is a
 * gap, never a zero. A code the API does not know answers 200 with `[{ message: [...] }]`.
 */
import { WORLD_BANK_AGGREGATES, COUNTRIES } from '@shared/ai-catalogue/entities';
import { WORLD_BANK_INDICATORS } from '@shared/ai-catalogue/world-bank';
import { closestNames } from '@shared/closest-names';
import { NotInSourceError, SourceShapeError, type DataSource, type FetchedSeries, type SeriesRequest, type SourceHttp } from './source';
import { isPublishedNumber, isRecord, parseJsonBody } from './source-json';

export interface WorldBankRow {
  indicatorId: string;
  indicatorTitle: string;
  /** `country.id`: ISO2 for a country ("US"), the data site's id for an aggregate ("1W"). */
  locationId: string;
  entityName: string;
  period: string;
  value: number | null;
  unit: string | null;
}

export interface WorldBankMessage {
  id: string;
  key: string;
  value: string;
}

export type WorldBankAnswer =
  { kind: 'rows'; page: number; pages: number; total: number; rows: WorldBankRow[] } | { kind: 'message'; messages: WorldBankMessage[] };

/** One entry of `/indicator/{CODE}` or `/country/{ISO3}`: only what a series without rows needs. */
export type WorldBankLookup = { kind: 'found'; id: string; name: string; iso2Code: string | null } | { kind: 'message'; messages: WorldBankMessage[] };

const shape = (detail: string) => new SourceShapeError('worldbank', detail);

/** One page of `/country/{ISO3}/indicator/{CODE}?format=json`, or the message array of an unknown code. */
export function parseWorldBankAnswer(body: unknown): WorldBankAnswer {
  if (!Array.isArray(body) || body.length === 0) throw shape('not a non-empty array');
  const messages = parseMessages(body);
  if (messages) return { kind: 'message', messages };
  if (body.length !== 2) throw shape(`an array of ${body.length}, not [meta, rows]`);
  const [meta, rows] = body as [unknown, unknown];
  if (!isRecord(meta)) throw shape('meta is not an object');
  const page = count(meta.page, 'page');
  const pages = count(meta.pages, 'pages');
  const total = count(meta.total, 'total');
  if (rows === null) return { kind: 'rows', page, pages, total, rows: [] };
  if (!Array.isArray(rows)) throw shape('rows are neither an array nor null');
  return { kind: 'rows', page, pages, total, rows: rows.map(parseRow) };
}

/** The first entry of `/indicator/{CODE}?format=json` or `/country/{ISO3}?format=json`. */
export function parseWorldBankLookup(body: unknown): WorldBankLookup {
  if (!Array.isArray(body) || body.length === 0) throw shape('lookup: not a non-empty array');
  const messages = parseMessages(body);
  if (messages) return { kind: 'message', messages };
  const entries = body[1];
  if (!Array.isArray(entries) || entries.length === 0) throw shape('lookup: no entries');
  const entry: unknown = entries[0];
  if (!isRecord(entry) || typeof entry.id !== 'string' || typeof entry.name !== 'string') throw shape('lookup: entry without id and name');
  return { kind: 'found', id: entry.id, name: entry.name, iso2Code: typeof entry.iso2Code === 'string' && entry.iso2Code !== '' ? entry.iso2Code : null };
}

/** The series from every page's rows: published years only, ascending. */
export function worldBankSeries(
  request: SeriesRequest,
  rows: WorldBankRow[],
  fallback?: { title: string; entityName: string; locationId: string },
): FetchedSeries {
  const points: Array<[string, number]> = [];
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.period)) throw shape(`${row.period} appears twice`);
    seen.add(row.period);
    if (row.value !== null) points.push([row.period, row.value]);
  }
  points.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const first = rows[0];
  const locationId = first?.locationId ?? fallback?.locationId ?? request.entity;
  return {
    source: 'worldbank',
    indicator: request.indicator,
    entity: request.entity,
    title: first?.indicatorTitle ?? fallback?.title ?? request.indicator,
    entityName: first?.entityName ?? fallback?.entityName ?? request.entity,
    unit: rows.find((row) => row.unit !== null)?.unit ?? null,
    points,
    url: worldBankPageUrl(request.indicator, [locationId]),
  };
}

/** The World Bank's data site: one indicator for one or more locations, e.g. `?locations=US-CN`. */
export function worldBankPageUrl(indicator: string, locationIds: string[]): string {
  return `https://data.worldbank.org/indicator/${encodeURIComponent(indicator)}?locations=${locationIds.map(encodeURIComponent).join('-')}`;
}

/** Several indicators have no one page for them all; the WDI database page covers every one. */
export const WDI_DATABASE_URL = 'https://databank.worldbank.org/source/world-development-indicators';

export function worldBankCitationUrl(series: FetchedSeries[]): string {
  const indicators = new Set(series.map((s) => s.indicator));
  const [indicator] = indicators;
  if (indicators.size !== 1 || indicator === undefined) return WDI_DATABASE_URL;
  const ids: string[] = [];
  for (const s of series) {
    const id = new URL(s.url).searchParams.get('locations');
    if (id && !ids.includes(id)) ids.push(id);
  }
  return worldBankPageUrl(indicator, ids);
}

// A WDI series since 1960 is about 65 rows: one page at this size, and a runaway pager stops here.
const PER_PAGE = 1000;
const MAX_PAGES = 20;
const INDICATOR_CODE = /^[A-Z0-9_.]{1,100}$/;
const ENTITY_CODE = /^[A-Z0-9]{2,3}$/;

export function worldBankSource(baseUrl: string, options: { perPage?: number } = {}): DataSource {
  const base = baseUrl.replace(/\/+$/, '');
  const perPage = options.perPage ?? PER_PAGE;

  async function getJson(http: SourceHttp, path: string): Promise<unknown> {
    const { text } = await http.get(`${base}${path}`);
    return parseJsonBody('worldbank', text);
  }

  async function unknownCode(http: SourceHttp, indicator: string, entity: string): Promise<NotInSourceError> {
    const lookup = parseWorldBankLookup(await getJson(http, `/indicator/${encodeURIComponent(indicator)}?format=json`));
    return lookup.kind === 'message' ? unknownIndicator(indicator) : unknownEntity(entity);
  }

  /** A valid pair with no rows at all still needs its titles and the location id for its page. */
  async function describe(http: SourceHttp, indicator: string, entity: string) {
    const [about, where] = await Promise.all([
      getJson(http, `/indicator/${encodeURIComponent(indicator)}?format=json`).then(parseWorldBankLookup),
      getJson(http, `/country/${encodeURIComponent(entity)}?format=json`).then(parseWorldBankLookup),
    ]);
    if (about.kind === 'message') throw unknownIndicator(indicator);
    if (where.kind === 'message') throw unknownEntity(entity);
    return { title: about.name, entityName: where.name, locationId: where.iso2Code ?? where.id };
  }

  return {
    id: 'worldbank',
    citationUrl: worldBankCitationUrl,
    async fetchSeries(request, http) {
      // The API ignores case and so do codes the model writes; the catalogue spells them in capitals.
      const indicator = request.indicator.trim().toUpperCase();
      const entity = request.entity.trim().toUpperCase();
      if (!INDICATOR_CODE.test(indicator)) throw unknownIndicator(request.indicator);
      if (!ENTITY_CODE.test(entity)) throw unknownEntity(request.entity);
      const pagePath = (page: number) =>
        `/country/${encodeURIComponent(entity)}/indicator/${encodeURIComponent(indicator)}?format=json&per_page=${perPage}&page=${page}`;

      const first = parseWorldBankAnswer(await getJson(http, pagePath(1)));
      if (first.kind === 'message') throw await unknownCode(http, indicator, entity);
      if (first.pages > MAX_PAGES) throw shape(`${first.pages} pages of ${perPage} rows`);
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, first.pages - 1) }, async (_, i) => {
          const answer = parseWorldBankAnswer(await getJson(http, pagePath(i + 2)));
          if (answer.kind === 'message') throw shape(`page ${i + 2} answered a message: ${answer.messages[0]?.value ?? ''}`);
          return answer.rows;
        }),
      );
      const rows = [...first.rows, ...rest.flat()];
      return worldBankSeries({ indicator, entity }, rows, rows.length === 0 ? await describe(http, indicator, entity) : undefined);
    },
  };
}

function unknownIndicator(code: string): NotInSourceError {
  return new NotInSourceError(
    'worldbank',
    'indicator',
    code,
    closestNames(
      code,
      WORLD_BANK_INDICATORS.map(([known]) => known),
    ),
  );
}

function unknownEntity(code: string): NotInSourceError {
  const known = [...COUNTRIES.map(([iso3]) => iso3), ...WORLD_BANK_AGGREGATES.map(([aggregate]) => aggregate)];
  return new NotInSourceError('worldbank', 'entity', code, closestNames(code, known));
}

function parseMessages(body: unknown[]): WorldBankMessage[] | null {
  const head: unknown = body[0];
  if (!isRecord(head) || !('message' in head)) return null;
  const list = head.message;
  if (!Array.isArray(list) || list.length === 0) throw shape('message is not a non-empty array');
  return list.map((item: unknown) => {
    if (!isRecord(item) || typeof item.id !== 'string' || typeof item.value !== 'string') throw shape('message without id and value');
    return { id: item.id, key: typeof item.key === 'string' ? item.key : '', value: item.value };
  });
}

/** The API writes paging counts as numbers on some endpoints and numeric strings on others. */
function count(value: unknown, field: string): number {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) throw shape(`meta.${field} is ${JSON.stringify(value)}`);
  return n;
}

function parseRow(row: unknown, index: number): WorldBankRow {
  const where = `row ${index}`;
  if (!isRecord(row)) throw shape(`${where} is not an object`);
  const { indicator, country, date, value, unit } = row;
  if (!isRecord(indicator) || typeof indicator.id !== 'string' || typeof indicator.value !== 'string') throw shape(`${where}: indicator`);
  if (!isRecord(country) || typeof country.id !== 'string' || typeof country.value !== 'string') throw shape(`${where}: country`);
  if (typeof date !== 'string') throw shape(`${where}: date`);
  if (value !== null && !isPublishedNumber(value)) throw shape(`${where}: value ${JSON.stringify(value)}`);
  if (unit !== undefined && unit !== null && typeof unit !== 'string') throw shape(`${where}: unit`);
  return {
    indicatorId: indicator.id,
    indicatorTitle: indicator.value,
    locationId: country.id,
    entityName: country.value,
    period: period(date, where),
    value,
    unit: typeof unit === 'string' && unit.trim() !== '' ? unit.trim() : null,
  };
}

/** Years as the chart writes them; the API's monthly "2024M01" becomes "2024-01". */
function period(date: string, where: string): string {
  if (/^\d{4}$/.test(date)) return date;
  const month = /^(\d{4})M(0[1-9]|1[0-2])$/.exec(date);
  if (month) return `${month[1]}-${month[2]}`;
  throw shape(`${where}: date ${JSON.stringify(date)}`);
}
