/**
 * The World Bank's Indicators API v2 (World Development Indicators). A series answers
 * `[meta, rows]`, rows newest first and paged; a year not yet published has `value: null` and is a
 * gap, never a zero. Dates are years, or "2012M01" and "2013Q1" for monthly and quarterly series
 * (source-periods.ts). A code the API does not know answers 200 with `[{ message: [...] }]`: id 120
 * "Invalid value", or id 175 "Invalid format: The indicator was not found..." for an indicator
 * deleted or archived; both are the plan's miss. Any other message is the API's own failure.
 */
import { WORLD_BANK_AGGREGATES, COUNTRIES } from '@shared/ai/catalogue/entities';
import { WORLD_BANK_INDICATORS } from '@shared/ai/catalogue/world-bank';
import { closestNames } from '@shared/ai/closest-names';
import { NotInSourceError, SourceShapeError, SourceUnavailableError, type DataSource, type FetchedSeries, type SeriesRequest, type SourceHttp } from './source';
import { isPublishedNumber, isRecord, parseJsonBody } from './source-json';
import { periodNote, readSourcePeriod, type PeriodSpan } from './source-periods';
import { worldBankGroup, worldBankGroupPath } from './world-bank-group';

export interface WorldBankRow {
  indicatorId: string;
  indicatorTitle: string;
  /** `country.id`: ISO2 for a country ("US"), the data site's id for an aggregate ("1W"). */
  locationId: string;
  /** `countryiso3code`: the ISO3 of a country, or an aggregate's own code ("AFE"); null when absent or empty. */
  iso3: string | null;
  entityName: string;
  period: string;
  span: PeriodSpan;
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

const shape = (detail: string, cause?: string) => new SourceShapeError('worldbank', detail, cause);

/** Messages that say a code is unknown (120) or an indicator is gone (175): the plan's miss, a 422. */
const UNKNOWN_CODE_MESSAGES = new Set(['120', '175']);

/** A message answer: the plan's miss when it says a code is unknown, else the API failing in its own words. */
export function isUnknownCodeMessage(messages: readonly WorldBankMessage[]): boolean {
  return messages.some((message) => UNKNOWN_CODE_MESSAGES.has(message.id));
}

function messageFailure(messages: readonly WorldBankMessage[], where: string): SourceUnavailableError {
  const said = messages.map((m) => `${m.id} ${m.key ? `"${m.key}" ` : ''}${m.value}`).join('; ');
  return new SourceUnavailableError('worldbank', 'down', undefined, `answered a message instead of data for ${where}: ${said}`.slice(0, 300));
}

/** One page of `/country/{ISO3}/indicator/{CODE}?format=json`, or the message array of an unknown code. */
export function parseWorldBankAnswer(body: unknown): WorldBankAnswer {
  const notAPage = (detail: string) => shape(detail, `answered JSON that is not a page of [meta, rows]: ${JSON.stringify(body)?.slice(0, 120)}`);
  if (!Array.isArray(body) || body.length === 0) throw notAPage('not a non-empty array');
  const messages = parseMessages(body);
  if (messages) return { kind: 'message', messages };
  if (body.length !== 2) throw notAPage(`an array of ${body.length}, not [meta, rows]`);
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
  const spans = new Set<PeriodSpan>();
  for (const row of rows) {
    if (seen.has(row.period)) throw shape(`${row.period} appears twice`);
    seen.add(row.period);
    if (row.value !== null) {
      points.push([row.period, row.value]);
      spans.add(row.span);
    }
  }
  const note = periodNote(spans);
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
    ...(note ? { note } : {}),
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
    const path = `/indicator/${encodeURIComponent(indicator)}?format=json`;
    const lookup = parseWorldBankLookup(await getJson(http, path));
    if (lookup.kind === 'found') return unknownEntity(entity);
    if (isUnknownCodeMessage(lookup.messages)) return unknownIndicator(indicator);
    throw messageFailure(lookup.messages, path);
  }

  /** A valid pair with no rows at all still needs its titles and the location id for its page. */
  async function describe(http: SourceHttp, indicator: string, entity: string) {
    const [about, where] = await Promise.all([
      getJson(http, `/indicator/${encodeURIComponent(indicator)}?format=json`).then(parseWorldBankLookup),
      getJson(http, `/country/${encodeURIComponent(entity)}?format=json`).then(parseWorldBankLookup),
    ]);
    if (about.kind === 'message') throw isUnknownCodeMessage(about.messages) ? unknownIndicator(indicator) : messageFailure(about.messages, 'the indicator');
    if (where.kind === 'message') throw isUnknownCodeMessage(where.messages) ? unknownEntity(entity) : messageFailure(where.messages, 'the country');
    return { title: about.name, entityName: where.name, locationId: where.iso2Code ?? where.id };
  }

  return {
    id: 'worldbank',
    citationUrl: worldBankCitationUrl,
    // Every economy in one call a year (/country/all), never one call per country.
    async fetchGroup(request, http) {
      const indicator = request.indicator.trim().toUpperCase();
      if (!INDICATOR_CODE.test(indicator)) throw unknownIndicator(request.indicator);
      const path = (page: number) => worldBankGroupPath(indicator, request, page);
      const first = parseWorldBankAnswer(await getJson(http, path(1)));
      if (first.kind === 'message') throw isUnknownCodeMessage(first.messages) ? unknownIndicator(request.indicator) : messageFailure(first.messages, path(1));
      if (first.pages > MAX_PAGES) throw shape(`${first.pages} pages of every country`);
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, first.pages - 1) }, async (_, i) => {
          const answer = parseWorldBankAnswer(await getJson(http, path(i + 2)));
          if (answer.kind === 'message') throw shape(`page ${i + 2} of every country answered a message`);
          return answer.rows;
        }),
      );
      return worldBankGroup({ ...request, indicator }, [...first.rows, ...rest.flat()]);
    },
    async fetchSeries(request, http) {
      // The API ignores case and so do codes the model writes; the catalogue spells them in capitals.
      const indicator = request.indicator.trim().toUpperCase();
      const entity = request.entity.trim().toUpperCase();
      if (!INDICATOR_CODE.test(indicator)) throw unknownIndicator(request.indicator);
      if (!ENTITY_CODE.test(entity)) throw unknownEntity(request.entity);
      const pagePath = (page: number) =>
        `/country/${encodeURIComponent(entity)}/indicator/${encodeURIComponent(indicator)}?format=json&per_page=${perPage}&page=${page}`;

      const first = parseWorldBankAnswer(await getJson(http, pagePath(1)));
      if (first.kind === 'message') {
        if (!isUnknownCodeMessage(first.messages)) throw messageFailure(first.messages, pagePath(1));
        throw await unknownCode(http, indicator, entity);
      }
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
  const { indicator, country, date, value, unit, countryiso3code } = row;
  if (!isRecord(indicator) || typeof indicator.id !== 'string' || typeof indicator.value !== 'string') throw shape(`${where}: indicator`);
  if (!isRecord(country) || typeof country.id !== 'string' || typeof country.value !== 'string') throw shape(`${where}: country`);
  if (typeof date !== 'string') throw shape(`${where}: date`);
  const number = publishedValue(value);
  if (number === undefined)
    throw shape(
      `${where}: value ${JSON.stringify(value)}`,
      `answered a value that is not a number (${where}, ${JSON.stringify(date)}): ${JSON.stringify(value)?.slice(0, 40)}`,
    );
  if (unit !== undefined && unit !== null && typeof unit !== 'string') throw shape(`${where}: unit`);
  const read = readSourcePeriod(date);
  if (!read)
    throw shape(
      `${where}: date ${JSON.stringify(date)}`,
      `answered a date we cannot read as a year, month or quarter (${where}): ${JSON.stringify(date).slice(0, 40)}`,
    );
  return {
    indicatorId: indicator.id,
    indicatorTitle: indicator.value,
    locationId: country.id,
    iso3: typeof countryiso3code === 'string' && /^[A-Z]{3}$/.test(countryiso3code) ? countryiso3code : null,
    entityName: country.value,
    period: read.period,
    span: read.span,
    value: number,
    unit: typeof unit === 'string' && unit.trim() !== '' ? unit.trim() : null,
  };
}

const DECIMAL = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/**
 * A row's value: null (not published: a gap), a number, or the same number as text, as the retired v1
 * API wrote it ("20038215159.3873"); undefined for anything else.
 */
function publishedValue(value: unknown): number | null | undefined {
  if (value === null) return null;
  if (isPublishedNumber(value)) return value;
  if (typeof value === 'string' && DECIMAL.test(value.trim())) {
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
  }
  return undefined;
}
