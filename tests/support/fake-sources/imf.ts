/**
 * A fake IMF DataMapper API v1 in its documented shape: `/{CODE}/{ISO3…}` values from 1980 to five
 * years past the current one (WEO projections), `/indicators` and `/countries` lists, and no values
 * for a code it does not know. It knows exactly the codes in the AI catalogue, so it grows with it.
 * Its numbers are synthetic (see synthetic-values.ts), not real statistics.
 */
import { COUNTRIES } from '@shared/ai-catalogue/entities';
import { IMF_INDICATORS } from '@shared/ai-catalogue/imf';
import type { FakeHandler } from '../fake-sources';
import { jsonAnswer as json } from './json-answer';
import { syntheticValue } from './synthetic-values';

export const FAKE_IMF_FIRST_YEAR = 1980;
export const FAKE_IMF_PROJECTION_YEARS = 5;

/** Every year the fake answers, projections included, ascending. */
export function fakeImfYears(now = new Date()): number[] {
  const last = now.getUTCFullYear() + FAKE_IMF_PROJECTION_YEARS;
  return Array.from({ length: last - FAKE_IMF_FIRST_YEAR + 1 }, (_, i) => FAKE_IMF_FIRST_YEAR + i);
}

export function fakeImfValue(code: string, iso3: string, year: number): number {
  return syntheticValue(code, iso3, year);
}

/** The points a correct client ends with: up to the last complete year, ascending. */
export function fakeImfPoints(code: string, iso3: string, now = new Date()): Array<[string, number]> {
  const lastComplete = now.getUTCFullYear() - 1;
  return fakeImfYears(now)
    .filter((year) => year <= lastComplete)
    .map((year) => [String(year), fakeImfValue(code, iso3, year)]);
}

const API = { version: '1', 'output-method': 'json' };

export const imfHandler: FakeHandler = ({ path }) => {
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 1 && parts[0] === 'indicators') {
    const indicators = Object.fromEntries(
      IMF_INDICATORS.map(([code, label, unit]) => [
        code,
        { label, description: `${label} (synthetic fake)`, source: 'World Economic Outlook', unit, dataset: 'WEO' },
      ]),
    );
    return json({ indicators, api: API });
  }
  if (parts.length === 1 && parts[0] === 'countries') {
    return json({ countries: Object.fromEntries(COUNTRIES.map(([iso3, , label]) => [iso3, { label }])), api: API });
  }
  const [code, ...asked] = parts;
  if (code === undefined) return { status: 404, body: 'not found' };
  if (!IMF_INDICATORS.some(([known]) => known === code)) return json({ values: {}, api: API });
  const known = asked.length > 0 ? COUNTRIES.filter(([iso3]) => asked.includes(iso3)) : COUNTRIES;
  // An unknown country is simply absent, like the real API; none known leaves the code's object empty.
  const byCountry = Object.fromEntries(
    known.map(([iso3]) => [iso3, Object.fromEntries(fakeImfYears().map((year) => [String(year), fakeImfValue(code, iso3, year)]))]),
  );
  return json({ values: { [code]: byCountry }, api: API });
};
