/**
 * How the atlases' features are named by region code, for building the served geometry: world-atlas
 * ids are ISO 3166-1 numeric codes (a few features have none and are known by name), us-atlas ids
 * are FIPS codes. A feature no table names is left out (US territories, Siachen Glacier), and the
 * name readers see is the table's, so the widget, the server and the data table agree.
 */
import type { RegionIdOf } from './geometry/map-geometry';
import { COUNTRY_TABLE, WORLD_ATLAS_UNCODED } from './regions/country-table';
import { US_STATES } from './regions/us-states';

const COUNTRY_BY_NUMERIC = new Map(COUNTRY_TABLE.filter((row) => row[2]).map(([iso3, , numeric, name]) => [numeric, { code: iso3, name }]));
const COUNTRY_BY_CODE = new Map(COUNTRY_TABLE.map(([iso3, , , name]) => [iso3, { code: iso3, name }]));
const UNCODED = new Map(WORLD_ATLAS_UNCODED);
const STATE_BY_FIPS = new Map(US_STATES.map(([postal, fips, name]) => [fips, { code: postal, name }]));

export const worldAtlasIdOf: RegionIdOf = (id, atlasName) => {
  if (id) return COUNTRY_BY_NUMERIC.get(id) ?? null;
  const code = UNCODED.get(atlasName);
  return code ? (COUNTRY_BY_CODE.get(code) ?? null) : null;
};

export const usAtlasIdOf: RegionIdOf = (id) => (id ? (STATE_BY_FIPS.get(id) ?? null) : null);
