/**
 * A fake World Bank Indicators API v2 in its recorded shape (tests/upstream-recordings/world-bank):
 * `[meta, rows]` newest first, paged by `per_page` (default 50) and `page`, the row keys of the 2020
 * v2 recording; unpublished years as `value: null` (recorded only from the retired v1 API); an
 * unknown code answers 200 with the message array the README quotes. It knows exactly the codes in
 * the AI catalogue, so it grows with it. Its numbers are synthetic (see synthetic-values.ts), not
 * real statistics. tests/api/source-fakes.test.ts holds the series answer to the recordings.
 *
 * NOT RECORDED: the `/indicator/{CODE}` and `/country/{ISO3}` lookups (their fields follow the
 * API's documentation, not a body we have), and the XML answer without format=json.
 */
import { COUNTRIES, WORLD_BANK_AGGREGATES } from '@shared/ai/catalogue/entities';
import { WORLD_BANK_INDICATORS } from '@shared/ai/catalogue/world-bank';
import type { FakeAnswer, FakeHandler } from '../fake-sources';
import { jsonAnswer as json } from './json-answer';
import { fakeHash, syntheticValue } from './synthetic-values';

export const FAKE_WORLD_BANK_FIRST_YEAR = 1990;

/** The years the fake has rows for, ascending: 1990 to the last complete year. */
export function fakeWorldBankYears(now = new Date()): number[] {
  const last = now.getUTCFullYear() - 1;
  return Array.from({ length: last - FAKE_WORLD_BANK_FIRST_YEAR + 1 }, (_, i) => FAKE_WORLD_BANK_FIRST_YEAR + i);
}

/**
 * The fake's value; null (unpublished) for the newest year and for a few hashed years of the
 * 1990s, old enough that a snapshot of recent years always finds a value, as it does at the source.
 */
export function fakeWorldBankValue(code: string, iso3: string, year: number, now = new Date()): number | null {
  if (year >= now.getUTCFullYear() - 1) return null;
  if (year < 2000 && fakeHash('gap', code, iso3, year) % 11 === 0) return null;
  return syntheticValue(code, iso3, year);
}

/** The published points a correct client ends with, ascending, as `[period, value]`. */
export function fakeWorldBankPoints(code: string, iso3: string, now = new Date()): Array<[string, number]> {
  return fakeWorldBankYears(now).flatMap((year) => {
    const value = fakeWorldBankValue(code, iso3, year, now);
    return value === null ? [] : [[String(year), value] as [string, number]];
  });
}

interface Place {
  iso3: string;
  id: string;
  name: string;
}

const PLACES = new Map<string, Place>([
  ...COUNTRIES.map(([iso3, iso2, name]): [string, Place] => [iso3, { iso3, id: iso2, name }]),
  ...WORLD_BANK_AGGREGATES.map(([code, id, name]): [string, Place] => [code, { iso3: code, id, name }]),
]);

const INVALID = json([{ message: [{ id: '120', key: 'Invalid value', value: 'The provided parameter value is not valid' }] }]);

const indicator = (code: string) => WORLD_BANK_INDICATORS.find(([known]) => known === code.toUpperCase());
const place = (code: string) => PLACES.get(code.toUpperCase());

export const worldBankHandler: FakeHandler = ({ path, query }) => {
  // Without format=json the real API answers XML: a client that forgets it must notice.
  if (query.get('format') !== 'json') {
    return { status: 200, body: '<?xml version="1.0" encoding="utf-8"?><wb:error/>', contentType: 'application/xml' };
  }
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 4 && parts[0] === 'country' && parts[1]!.toLowerCase() === 'all' && parts[2] === 'indicator') return everyPlace(parts[3]!, query);
  if (parts.length === 4 && parts[0] === 'country' && parts[2] === 'indicator') return series(parts[1]!, parts[3]!, query);
  if (parts.length === 2 && parts[0] === 'indicator') return describeIndicator(parts[1]!);
  if (parts.length === 2 && parts[0] === 'country') return describeCountry(parts[1]!);
  return { status: 404, body: 'not found' };
};

function series(entity: string, code: string, query: URLSearchParams): FakeAnswer {
  const known = indicator(code);
  const where = place(entity);
  if (!known || !where) return INVALID;
  const perPage = positive(query.get('per_page')) ?? 50;
  const page = positive(query.get('page')) ?? 1;
  const years = fakeWorldBankYears().reverse();
  const pages = Math.ceil(years.length / perPage);
  const rows = years.slice((page - 1) * perPage, page * perPage).map((year) => ({
    indicator: { id: known[0], value: known[1] },
    country: { id: where.id, value: where.name },
    countryiso3code: where.iso3,
    date: String(year),
    value: fakeWorldBankValue(known[0], where.iso3, year),
    unit: '',
    obs_status: '',
    decimal: 1,
  }));
  return json([meta(page, pages, perPage, years.length), rows.length > 0 ? rows : null]);
}

/**
 * `/country/all/indicator/{CODE}?date=A:B`: every place it knows, countries and aggregates alike,
 * each place's years newest first, paged as a series is; aggregates carry their own code in
 * `countryiso3code`, as in the 2025 recording (world-bank/v2-all-countries-fx-2024.json).
 */
function everyPlace(code: string, query: URLSearchParams): FakeAnswer {
  const known = indicator(code);
  const range = /^(\d{4})(?::(\d{4}))?$/.exec(query.get('date') ?? '');
  if (!known || !range) return INVALID;
  const [from, to] = [Number(range[1]), Number(range[2] ?? range[1])];
  const years = fakeWorldBankYears()
    .filter((year) => year >= from && year <= to)
    .reverse();
  const all = [...PLACES.values()].flatMap((where) => years.map((year) => ({ where, year })));
  const perPage = positive(query.get('per_page')) ?? 50;
  const page = positive(query.get('page')) ?? 1;
  const rows = all.slice((page - 1) * perPage, page * perPage).map(({ where, year }) => ({
    indicator: { id: known[0], value: known[1] },
    country: { id: where.id, value: where.name },
    countryiso3code: where.iso3,
    date: String(year),
    value: fakeWorldBankValue(known[0], where.iso3, year),
    unit: '',
    obs_status: '',
    decimal: 1,
  }));
  return json([meta(page, Math.max(1, Math.ceil(all.length / perPage)), perPage, all.length), rows.length > 0 ? rows : null]);
}

function describeIndicator(code: string): FakeAnswer {
  const known = indicator(code);
  if (!known) return INVALID;
  return json([
    { page: 1, pages: 1, per_page: '50', total: 1 },
    [
      {
        id: known[0],
        name: known[1],
        unit: '',
        source: { id: '2', value: 'World Development Indicators' },
        sourceNote: '',
        sourceOrganization: '',
        topics: [],
      },
    ],
  ]);
}

function describeCountry(code: string): FakeAnswer {
  const where = place(code);
  if (!where) return INVALID;
  return json([
    { page: 1, pages: 1, per_page: '50', total: 1 },
    [{ id: where.iso3, iso2Code: where.id, name: where.name, region: { id: '', iso2code: '', value: '' }, capitalCity: '', longitude: '', latitude: '' }],
  ]);
}

function meta(page: number, pages: number, perPage: number, total: number) {
  return { page, pages, per_page: perPage, total, sourceid: '2', lastupdated: '2026-10-15' };
}

function positive(raw: string | null): number | undefined {
  const n = Number(raw);
  return raw !== null && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
