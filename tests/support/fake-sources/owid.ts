/**
 * Our World in Data's grapher as it answers since January 2026 (tests/upstream-recordings/owid):
 * `/{slug}.csv?useColumnShortNames=true` with the lower-case header `entity,code,year,<short name>`,
 * rows sorted by entity, lines joined by LF without a final one (owid-grapher's toCsv), and
 * `/{slug}.metadata.json` with `columns` keyed by the short name, for every chart in the catalogue,
 * so the fake grows with it. Entities are the catalogue's countries, the World and continents
 * without a code (as recorded in 2026-02; some charts now give continents OWID_ codes), and a quoted
 * name with a comma. Every VALUE is synthetic (fakeOwidValue), with some gaps, so tests can assert
 * that a chart holds exactly the fake's numbers. A gap is a missing row, as the grapher drops rows
 * without any value (an empty cell, which a client reads the same way, is tested in owid.test.ts).
 *
 * Not recorded, only described by the grapher's source (README): the metadata asked with
 * useColumnShortNames=true (the recorded one is keyed by long names), and years before the common
 * era (negative, as World population has). The tests/api/source-fakes.test.ts checks hold the CSV
 * and the metadata to the recordings' shapes.
 */
import { COUNTRIES } from '@shared/ai/catalogue/entities';
import { OWID_CHARTS } from '@shared/ai/catalogue/owid';
import type { FakeHandler } from '../fake-sources';
import { fakeHash } from './fake-hash';
import { jsonAnswer as json } from './json-answer';

export const FAKE_OWID_ENTITIES: ReadonlyArray<readonly [name: string, code: string | null]> = [
  ...COUNTRIES.map(([iso3, , name]) => [name, iso3] as const),
  ['Bonaire, Sint Eustatius and Saba', 'BES'],
  ['World', 'OWID_WRL'],
  ...['Europe', 'Asia', 'Africa', 'North America', 'South America', 'Oceania'].map((name) => [name, null] as const),
];

export const FAKE_OWID_YEARS = { first: 2000, last: 2023 } as const;

/** The chart's first value column, as useColumnShortNames writes it. */
export const fakeOwidColumn = (slug: string) => slug.replace(/-/g, '_');

const RANGES: Record<string, [min: number, max: number, decimals: number]> = {
  'life-expectancy': [50, 85, 3],
  'co2-emissions-per-capita': [0.1, 20, 4],
  'share-electricity-renewables': [0, 100, 3],
  population: [100_000, 8_000_000_000, 0],
};

const UNITS: Record<string, [unit: string, shortUnit: string]> = {
  'life-expectancy': ['years', ''],
  'co2-emissions-per-capita': ['tonnes per person', 't'],
  'share-electricity-renewables': ['%', '%'],
  population: ['people', ''],
};

/** The synthetic value of a chart for an entity and year, or null for a gap (an empty cell). */
export function fakeOwidValue(slug: string, entity: string, year: number): number | null {
  if (entity === 'Oceania' && year < 2005) return null;
  // Every entity lacks at least one year, so each chart shows how gaps are carried.
  if (year === FAKE_OWID_YEARS.first + 1 + (entity.length % 7) || fakeHash(`gap|${slug}|${entity}|${year}`) < 0.08) return null;
  const [min, max, decimals] = RANGES[slug] ?? [0, 1000, 3];
  const scale = 10 ** decimals;
  return Math.round((min + (max - min) * fakeHash(`${slug}|${entity}|${year}`)) * scale) / scale;
}

const cell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

function csv(slug: string, only: Set<string> | null): string {
  const column = fakeOwidColumn(slug);
  const lines = [`entity,code,year,${column}`];
  for (const [name, code] of [...FAKE_OWID_ENTITIES].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (only && (code === null || !only.has(code))) continue;
    // Population runs back to 10,000 BCE on OWID: years the plan cannot name.
    if (slug === 'population' && name === 'World') lines.push(`World,OWID_WRL,-10000,4432180`, `World,OWID_WRL,-1000,50000000`);
    for (let year = FAKE_OWID_YEARS.first; year <= FAKE_OWID_YEARS.last; year++) {
      const value = fakeOwidValue(slug, name, year);
      // The grapher drops a row without any value: a gap is a missing row.
      if (value !== null) lines.push([cell(name), code ?? '', String(year), String(value)].join(','));
    }
  }
  return lines.join('\n');
}

function metadata(slug: string, title: string) {
  const column = fakeOwidColumn(slug);
  const [unit, shortUnit] = UNITS[slug] ?? ['', ''];
  return {
    chart: {
      title,
      subtitle: `${title} (synthetic test data).`,
      citation: 'Our World in Data (fake)',
      originalChartUrl: `https://ourworldindata.org/grapher/${slug}`,
    },
    columns: {
      [column]: {
        titleShort: title,
        titleLong: `${title}, long title`,
        unit,
        shortUnit,
        shortName: column,
        timespan: `${FAKE_OWID_YEARS.first}-${FAKE_OWID_YEARS.last}`,
      },
    },
  };
}

const PATH = /^\/([a-z0-9-]+)\.(csv|metadata\.json)$/;

export const owidHandler: FakeHandler = (request) => {
  const match = PATH.exec(request.path);
  const chart = match && OWID_CHARTS.find(([slug]) => slug === match[1]);
  if (!match || !chart) return { status: 404, body: 'Not Found' };
  const [slug, title] = chart;
  if (match[2] === 'metadata.json') return json(metadata(slug, title));
  // The documented filtered form: `country=~USA~GBR` keeps those ISO3 codes.
  const country = request.query.get('csvType') === 'filtered' ? request.query.get('country') : null;
  const only = country ? new Set(country.split('~').filter(Boolean)) : null;
  return { status: 200, body: csv(slug, only), contentType: 'text/csv' };
};
