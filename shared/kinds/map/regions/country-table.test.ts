import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../ai/catalogue/entities';
import { OWID_COUNTRY_NAMES } from '../../../ai/catalogue/owid-names';
import { COUNTRY_TABLE, WORLD_ATLAS_UNCODED } from './country-table';
import { COUNTRY_VARIANTS } from './country-variants';
import { regionKey } from './region-key';

interface AtlasFeature {
  id?: string;
  properties: { name: string };
}
const atlas = JSON.parse(readFileSync('node_modules/world-atlas/countries-50m.json', 'utf8')) as {
  objects: { countries: { geometries: AtlasFeature[] } };
};
const features = atlas.objects.countries.geometries;
/** A separate territory that shares Australia's id; see country-variants.ts. */
const LEFT_OUT = new Set(['Ashmore and Cartier Is.']);

const byIso3 = new Map(COUNTRY_TABLE.map((row) => [row[0], row]));
const byName = new Map<string, string>();
for (const [iso3, , , name] of COUNTRY_TABLE) byName.set(regionKey(name), iso3);
for (const [variant, iso3] of COUNTRY_VARIANTS) byName.set(regionKey(variant), iso3);

describe('COUNTRY_TABLE', () => {
  it('has well-formed, unique rows', () => {
    const seen = new Set<string>();
    for (const [iso3, iso2, numeric, name] of COUNTRY_TABLE) {
      expect(iso3).toMatch(/^[A-Z]{3}$/);
      expect(iso2).toMatch(/^[A-Z]{2}$/);
      expect(numeric).toMatch(/^(\d{3})?$/);
      for (const key of [iso3, iso2, numeric, regionKey(name)].filter(Boolean)) {
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });

  it('has a row for every world-atlas feature id', () => {
    const numerics = new Set(COUNTRY_TABLE.map((row) => row[2]));
    const missing = features.filter((f) => f.id !== undefined && !numerics.has(f.id));
    expect(missing.map((f) => f.properties.name)).toEqual([]);
  });

  it('resolves every feature without an id, and lists only such features', () => {
    const uncoded = features
      .filter((f) => f.id === undefined)
      .map((f) => f.properties.name)
      .sort();
    expect(WORLD_ATLAS_UNCODED.map(([name]) => name).sort()).toEqual(uncoded);
    for (const [, iso3] of WORLD_ATLAS_UNCODED) if (iso3) expect(byIso3.has(iso3), iso3).toBe(true);
    expect(byIso3.get('XKX')?.[3]).toBe('Kosovo');
  });

  it('holds every World Bank economy with its alpha-2 code and a region', () => {
    for (const [iso3, iso2] of COUNTRIES) {
      const row = byIso3.get(iso3);
      expect(row, iso3).toBeDefined();
      expect(row?.[1], iso3).toBe(iso2);
      expect(row?.[5], iso3).not.toBeNull();
    }
    const economies = new Set(COUNTRIES.map(([iso3]) => iso3));
    const regionOutside = COUNTRY_TABLE.filter((row) => row[5] !== null && !economies.has(row[0]));
    expect(regionOutside.map((row) => row[0])).toEqual([]);
  });

  it('places the usual edge cases as OWID and the World Bank do', () => {
    const pick = (iso3: string) => [byIso3.get(iso3)?.[4], byIso3.get(iso3)?.[5]];
    expect(pick('RUS')).toEqual(['europe', 'ECS']);
    expect(pick('TUR')).toEqual(['asia', 'ECS']);
    expect(pick('EGY')).toEqual(['africa', 'MEA']);
    expect(pick('MEX')).toEqual(['north-america', 'LCN']);
    expect(pick('PAK')).toEqual(['asia', 'MEA']);
    expect(pick('GRL')).toEqual(['north-america', 'ECS']);
    expect(pick('ATA')).toEqual(['antarctica', null]);
  });
});

describe('COUNTRY_VARIANTS', () => {
  it('names only codes in the table, without contradicting each other or a code', () => {
    const codes = new Map<string, string>();
    for (const [iso3, iso2] of COUNTRY_TABLE) {
      codes.set(iso3.toLowerCase(), iso3);
      codes.set(iso2.toLowerCase(), iso3);
    }
    const seen = new Map<string, string>();
    for (const [iso3, , , name] of COUNTRY_TABLE) seen.set(regionKey(name), iso3);
    for (const [variant, iso3] of COUNTRY_VARIANTS) {
      const key = regionKey(variant);
      expect(byIso3.has(iso3), variant).toBe(true);
      expect(seen.get(key) ?? iso3, variant).toBe(iso3);
      expect(codes.get(key) ?? iso3, variant).toBe(iso3);
      seen.set(key, iso3);
    }
  });

  it("resolves every world-atlas feature name to the feature's own id", () => {
    for (const feature of features) {
      const { name } = feature.properties;
      if (feature.id === undefined || LEFT_OUT.has(name)) continue;
      const iso3 = byName.get(regionKey(name));
      expect(iso3, name).toBeDefined();
      expect(byIso3.get(iso3 ?? '')?.[2], name).toBe(feature.id);
    }
  });

  it('resolves every World Bank and OWID name', () => {
    for (const [iso3, , name] of COUNTRIES) expect(byName.get(regionKey(name)), name).toBe(iso3);
    for (const [iso3, name] of OWID_COUNTRY_NAMES) expect(byName.get(regionKey(name)), name).toBe(iso3);
  });

  it('knows the common English variants', () => {
    const cases: Array<[string, string]> = [
      ['Czech Republic', 'CZE'],
      ['Ivory Coast', 'CIV'],
      ['Korea', 'KOR'],
      ['U.S.', 'USA'],
      ['America', 'USA'],
      ['Great Britain', 'GBR'],
      ['DR Congo', 'COD'],
      ['Türkiye', 'TUR'],
      ['Turkiye', 'TUR'],
      ['Laos', 'LAO'],
      ['Swaziland', 'SWZ'],
      ['Burma', 'MMR'],
      ['Cape Verde', 'CPV'],
      ['East Timor', 'TLS'],
      ['The Gambia', 'GMB'],
      ['Macedonia', 'MKD'],
    ];
    for (const [variant, iso3] of cases) expect(byName.get(regionKey(variant)), variant).toBe(iso3);
  });
});
