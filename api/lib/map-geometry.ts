/**
 * The map geometry the server draws images with, built once per thread, on the first map asked
 * for, from the atlases in node_modules with the same builders the widget's build uses (so the
 * image and the embed draw the same shapes). Charts of other kinds never load it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Topology } from 'topojson-specification';
import { buildUsGeometry } from '@shared/kinds/map/geometry/build-us-geometry';
import { buildWorldGeometry } from '@shared/kinds/map/geometry/build-world-geometry';
import type { MapGeometry, RegionIdOf } from '@shared/kinds/map/geometry/map-geometry';
import { mapOptions } from '@shared/kinds/map/map-options';
import { matchRegions } from '@shared/kinds/map/match-regions';
import { REGION_SETS, type MapGeometryId } from '@shared/kinds/map/region-sets';
import { COUNTRY_TABLE } from '@shared/kinds/map/regions/country-table';
import { US_STATES } from '@shared/kinds/map/regions/us-states';
import type { ChartSpec } from '@shared/spec/chart-spec';

const require = createRequire(import.meta.url);
const atlas = (name: string) => JSON.parse(readFileSync(require.resolve(name), 'utf8')) as Topology;

/**
 * Atlas features without a numeric code, by their atlas name: drawn as part of the country the
 * region tables count them in, so no hole is left in the map.
 */
const UNCODED_COUNTRIES: Readonly<Record<string, string>> = {
  Kosovo: 'XKX',
  Somaliland: 'SOM',
  'N. Cyprus': 'CYP',
  'Indian Ocean Ter.': 'AUS',
};

/** A world-atlas feature as its country: by ISO numeric code, by name for those without one; others stay as context. */
export function countryOf(): RegionIdOf {
  const byNumeric = new Map(COUNTRY_TABLE.map(([iso3, , numeric, name]) => [numeric, { code: iso3, name }]));
  const byCode = new Map(COUNTRY_TABLE.map(([iso3, , , name]) => [iso3, { code: iso3, name }]));
  return (id, atlasName) => {
    const known = id ? byNumeric.get(id) : byCode.get(UNCODED_COUNTRIES[atlasName] ?? '');
    if (known) return known;
    // A territory the tables do not list is still land: drawn muted, in no set.
    return id ? { code: `N${id}`, name: atlasName } : null;
  };
}

/** A us-atlas feature as its state, by FIPS code; the territories the tables leave out are not drawn. */
export function stateOf(): RegionIdOf {
  const byFips = new Map(US_STATES.map(([postal, fips, name]) => [fips, { code: postal, name }]));
  return (id) => (id ? (byFips.get(id) ?? null) : null);
}

const built: Partial<Record<MapGeometryId, MapGeometry>> = {};

/** The geometry of the world's countries or of the US states, built on first use. */
export function mapGeometry(id: MapGeometryId): MapGeometry {
  return (built[id] ??=
    id === 'us' ? buildUsGeometry(atlas('us-atlas/states-10m.json'), stateOf()) : buildWorldGeometry(atlas('world-atlas/countries-50m.json'), countryOf()));
}

/** The geometry a chart's image needs: a map's, or none for every other kind. */
export function geometryFor(spec: ChartSpec): MapGeometry | undefined {
  if (spec.chartType !== 'map') return undefined;
  const set = mapOptions(spec.options.map).regions ?? matchRegions(spec.data.labels).set ?? 'world';
  return mapGeometry(REGION_SETS[set].geometry);
}
