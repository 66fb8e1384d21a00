/**
 * The IMF's DataMapper API v1 (World Economic Outlook). A series answers
 * `{ values: { CODE: { ISO3: { "1980": n, … } } } }`, projections included years ahead: those are
 * left out, and a null value is a gap. An unknown code answers 200 with no values, so the API's own indicator and country lists
 * (kept a day per base URL) say which code is unknown, and give titles, units and names.
 */
import { closestNames } from '@shared/ai/closest-names';
import { NotInSourceError, SourceShapeError, type DataSource, type SourceHttp } from './source';
import { isPublishedNumber, isRecord, parseJsonBody } from './source-json';
import { periodNote, readSourcePeriod, type PeriodSpan } from './source-periods';

export interface ImfIndicator {
  code: string;
  label: string | null;
  unit: string | null;
}

export interface ImfCountry {
  code: string;
  label: string | null;
}

/** The lists, keyed by upper-cased code: the model may write "ngdp_rpch" for NGDP_RPCH. */
export interface ImfLists {
  indicators: Map<string, ImfIndicator>;
  countries: Map<string, ImfCountry>;
}

const shape = (detail: string, cause?: string) => new SourceShapeError('imf', detail, cause);

/** `GET /indicators` → `{ indicators: { CODE: { label, description, source, unit, dataset } } }`. */
export function parseImfIndicators(body: unknown): Map<string, ImfIndicator> {
  const entries = listEntries(body, 'indicators');
  const indicators = new Map<string, ImfIndicator>();
  for (const [code, entry] of entries) {
    indicators.set(code.toUpperCase(), {
      code,
      label: optionalText(entry.label, `indicators.${code}.label`),
      unit: optionalText(entry.unit, `indicators.${code}.unit`),
    });
  }
  return indicators;
}

/** `GET /countries` → `{ countries: { ISO3: { label } } }`. */
export function parseImfCountries(body: unknown): Map<string, ImfCountry> {
  const countries = new Map<string, ImfCountry>();
  for (const [code, entry] of listEntries(body, 'countries')) {
    countries.set(code.toUpperCase(), { code, label: optionalText(entry.label, `countries.${code}.label`) });
  }
  return countries;
}

/** The year before the current UTC year: WEO values after it are projections, not published data. */
export function lastCompleteYear(now: Date): number {
  return now.getUTCFullYear() - 1;
}

export interface ImfValues {
  /** Published points up to the last complete year, ascending; a null value is a gap, left out. */
  points: Array<[string, number]>;
  /** What a reader is told when the periods are not years (source-periods.ts), else null. */
  note: string | null;
}

/**
 * `GET /{CODE}/{ISO3}`: the published points up to `lastYear`; null when the answer holds nothing for
 * that code and country. In 2026 the API answers every economy whatever country the path names (and
 * the same for a country it does not know), `{"api":{...}}` alone for a code it does not know in that
 * spelling, and a list (`{"countries":{...}}`) for an indicator it does not have; the series is
 * taken by its code and country, never by position. A null value is a year without one, and a key
 * "" (seen mapped to null) names nothing: both are skipped, never a failed series.
 */
export function parseImfValues(body: unknown, code: string, iso3: string, lastYear: number): ImfValues | null {
  if (!isRecord(body)) throw shape('not an object', `answered JSON that is not an object: ${JSON.stringify(body)?.slice(0, 80)}`);
  if (body.values === undefined) {
    if (isRecord(body.api) || isRecord(body.countries) || isRecord(body.indicators)) return null;
    throw shape('neither values nor api', `answered JSON without "values" or "api": ${JSON.stringify(body).slice(0, 120)}`);
  }
  if (!isRecord(body.values)) throw shape('values is not an object');
  const byCountry = body.values[code];
  if (byCountry === undefined || byCountry === null) return null;
  if (!isRecord(byCountry)) throw shape(`values.${code} is not an object`);
  const byPeriod = byCountry[iso3];
  if (byPeriod === undefined) return null;
  if (byPeriod === null) return { points: [], note: null };
  if (!isRecord(byPeriod)) throw shape(`values.${code}.${iso3} is not an object`);
  const points: Array<[string, number]> = [];
  const spans = new Set<PeriodSpan>();
  for (const [key, value] of Object.entries(byPeriod)) {
    if (key.trim() === '') continue;
    const read = readSourcePeriod(key);
    if (!read)
      throw shape(
        `period ${JSON.stringify(key)}`,
        `answered a period we cannot read as a year, month or quarter (values.${code}.${iso3}): ${JSON.stringify(key).slice(0, 40)}`,
      );
    if (value === null) continue;
    if (!isPublishedNumber(value)) {
      throw shape(
        `${key}: ${JSON.stringify(value)}`,
        `answered a value that is not a number (values.${code}.${iso3}.${key}): ${JSON.stringify(value)?.slice(0, 40)}`,
      );
    }
    if (Number(read.period.slice(0, 4)) > lastYear) continue;
    points.push([read.period, value]);
    spans.add(read.span);
  }
  points.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { points, note: periodNote(spans) };
}

/** The DataMapper page of one indicator for one country. */
export function imfPageUrl(code: string, iso3: string): string {
  return `https://www.imf.org/external/datamapper/${encodeURIComponent(code)}@WEO/${encodeURIComponent(iso3)}`;
}

const LISTS_TTL_MS = 24 * 60 * 60 * 1000;
// Per process, on purpose: the lists are small, the same for every instance, and cheap to fetch again.
const listsByBase = new Map<string, { fetchedAt: number; lists: Promise<ImfLists> }>();

/** For tests that need the lists fetched again. */
export function forgetImfLists(): void {
  listsByBase.clear();
}

const CODE = /^[A-Za-z0-9_]{1,100}$/;

export function imfSource(baseUrl: string): DataSource {
  const base = baseUrl.replace(/\/+$/, '');

  async function getJson(http: SourceHttp, path: string): Promise<unknown> {
    const { text } = await http.get(`${base}${path}`);
    return parseJsonBody('imf', text);
  }

  function lists(http: SourceHttp): Promise<ImfLists> {
    const now = http.now().getTime();
    const cached = listsByBase.get(base);
    if (cached && now - cached.fetchedAt < LISTS_TTL_MS) return cached.lists;
    const fetched = Promise.all([getJson(http, '/indicators').then(parseImfIndicators), getJson(http, '/countries').then(parseImfCountries)]).then(
      ([indicators, countries]) => ({ indicators, countries }),
    );
    listsByBase.set(base, { fetchedAt: now, lists: fetched });
    // A failed fetch is not kept for a day: the next question tries again.
    fetched.catch(() => {
      if (listsByBase.get(base)?.lists === fetched) listsByBase.delete(base);
    });
    return fetched;
  }

  return {
    id: 'imf',
    async fetchSeries(request, http) {
      const { indicators, countries } = await lists(http);
      const asked = { indicator: request.indicator.trim(), entity: request.entity.trim() };
      const indicator = CODE.test(asked.indicator) ? indicators.get(asked.indicator.toUpperCase()) : undefined;
      if (!indicator) throw new NotInSourceError('imf', 'indicator', asked.indicator, closestNames(asked.indicator, codes(indicators)));
      const country = CODE.test(asked.entity) ? countries.get(asked.entity.toUpperCase()) : undefined;
      if (!country) throw new NotInSourceError('imf', 'entity', asked.entity, closestNames(asked.entity, codes(countries)));

      const body = await getJson(http, `/${encodeURIComponent(indicator.code)}/${encodeURIComponent(country.code)}`);
      const values = parseImfValues(body, indicator.code, country.code, lastCompleteYear(http.now()));
      return {
        source: 'imf',
        indicator: indicator.code,
        entity: country.code,
        title: indicator.label ?? indicator.code,
        entityName: country.label ?? country.code,
        unit: indicator.unit,
        points: values?.points ?? [],
        url: imfPageUrl(indicator.code, country.code),
        ...(values?.note ? { note: values.note } : {}),
      };
    },
  };
}

function codes(list: Map<string, { code: string }>): string[] {
  return [...list.values()].map((entry) => entry.code);
}

function listEntries(body: unknown, key: 'indicators' | 'countries'): Array<[string, Record<string, unknown>]> {
  if (!isRecord(body) || !isRecord(body[key]))
    throw shape(`no ${key} object`, `answered the /${key} list without a "${key}" object: ${JSON.stringify(body)?.slice(0, 120)}`);
  const entries: Array<[string, Record<string, unknown>]> = [];
  for (const [code, entry] of Object.entries(body[key])) {
    // An entry under an empty key has no code a plan could name.
    if (code.trim() === '') continue;
    if (!isRecord(entry)) throw shape(`${key}.${code} is not an object`);
    entries.push([code, entry]);
  }
  return entries;
}

function optionalText(value: unknown, where: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw shape(`${where} is ${JSON.stringify(value)}`);
  return value.trim() === '' ? null : value;
}
