/**
 * A fake IMF DataMapper API v1 as 2026 reports describe it: `/{CODE}/{ISO3…}` values from 1980 to
 * five years past the current one (WEO projections) for EVERY country whatever the path names, a
 * few years null, an empty key mapped to null beside the codes; `/indicators` (with `last-modified`)
 * and `/countries` lists; `{"api":{…}}` alone for a code it does not know. It knows exactly the
 * codes in the AI catalogue, so it grows with it. Its numbers are synthetic (see
 * synthetic-values.ts), not real statistics.
 *
 * NO REAL RECORDING of any DataMapper answer exists in tests/upstream-recordings: every shape here
 * is described (README, "Described, not recorded"), and tests/api/source-fakes.test.ts holds it to
 * those descriptions.
 */
import { COUNTRIES } from '@shared/ai/catalogue/entities';
import { IMF_INDICATORS } from '@shared/ai/catalogue/imf';
import type { FakeHandler } from '../fake-sources';
import { jsonAnswer as json } from './json-answer';
import { fakeHash, syntheticValue } from './synthetic-values';

export const FAKE_IMF_FIRST_YEAR = 1980;
export const FAKE_IMF_PROJECTION_YEARS = 5;

/** Every year the fake answers, projections included, ascending. */
export function fakeImfYears(now = new Date()): number[] {
  const last = now.getUTCFullYear() + FAKE_IMF_PROJECTION_YEARS;
  return Array.from({ length: last - FAKE_IMF_FIRST_YEAR + 1 }, (_, i) => FAKE_IMF_FIRST_YEAR + i);
}

/** The fake's value; null for a few hashed years of the 1980s (values "may be null", README). */
export function fakeImfValue(code: string, iso3: string, year: number): number | null {
  if (year < 1990 && fakeHash('imf-gap', code, iso3, year) % 7 === 0) return null;
  return syntheticValue(code, iso3, year);
}

/** The points a correct client ends with: up to the last complete year, ascending, nulls left out. */
export function fakeImfPoints(code: string, iso3: string, now = new Date()): Array<[string, number]> {
  const lastComplete = now.getUTCFullYear() - 1;
  return fakeImfYears(now)
    .filter((year) => year <= lastComplete)
    .flatMap((year) => {
      const value = fakeImfValue(code, iso3, year);
      return value === null ? [] : [[String(year), value] as [string, number]];
    });
}

const API = { version: '1', 'output-method': 'json' };

export const imfHandler: FakeHandler = ({ path }) => {
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 1 && parts[0] === 'indicators') {
    const indicators = Object.fromEntries(
      IMF_INDICATORS.map(([code, label, unit]) => [
        code,
        {
          label,
          description: `${label} (synthetic fake)`,
          source: 'World Economic Outlook (April 2026)',
          unit,
          dataset: 'WEO',
          'last-modified': '2026-04-08 16:07:34',
        },
      ]),
    );
    return json({ indicators, api: API });
  }
  if (parts.length === 1 && parts[0] === 'countries') {
    return json({ countries: Object.fromEntries(COUNTRIES.map(([iso3, , label]) => [iso3, { label }])), api: API });
  }
  const [code] = parts;
  if (code === undefined) return { status: 404, body: 'not found' };
  if (!IMF_INDICATORS.some(([known]) => known === code)) return json({ api: API });
  // The country in the path is ignored: every economy comes back, so a client must pick its own.
  const byCountry = Object.fromEntries(
    COUNTRIES.map(([iso3]) => [iso3, Object.fromEntries(fakeImfYears().map((year) => [String(year), fakeImfValue(code, iso3, year)]))]),
  );
  return json({ values: { [code]: byCountry, '': null }, api: API });
};
