import { geoArea, geoCentroid } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import atlas from 'world-atlas/countries-50m.json';
import { worldAtlasIdOf } from '../atlas-ids';
import { MAP_VIEWS } from '../map-views';
import { REGION_SETS } from '../region-sets';
import { buildWorldGeometry } from './build-world-geometry';
import { projectRegions } from './project-regions';
import { SMALL_PLACES, withSmallPlaces } from './small-places';

const source = atlas as unknown as Topology;
const countries = (topology: Topology) => (topology.objects.countries as GeometryCollection).geometries;
const world = buildWorldGeometry(source, worldAtlasIdOf);

// Antarctica is left out of the served file on purpose (see build-world-geometry.ts).
const DROPPED = ['ATA'];

describe('withSmallPlaces', () => {
  it('adds a small shape at each missing place, leaving the atlas as it was', () => {
    const before = countries(source).length;
    const added = withSmallPlaces(source, 'countries', SMALL_PLACES);
    expect(countries(source)).toHaveLength(before);
    expect(countries(added)).toHaveLength(before + SMALL_PLACES.length);
    for (const place of SMALL_PLACES) {
      const shape = countries(added).find((geometry) => geometry.id === place.id);
      expect(shape, place.name).toBeDefined();
      const region = feature(added, shape as GeometryCollection['geometries'][number]);
      // A wrongly wound ring would be read as the whole sphere but the diamond.
      expect(geoArea(region), place.name).toBeLessThan(1e-5);
      const [lon, lat] = geoCentroid(region);
      expect(lon, place.name).toBeCloseTo(place.lon, 2);
      expect(lat, place.name).toBeCloseTo(place.lat, 2);
    }
  });

  it('adds nothing for a place the atlas already has', () => {
    const france = { id: '250', name: 'France', lon: 2, lat: 46 };
    const added = withSmallPlaces(source, 'countries', [france]);
    expect(countries(added)).toHaveLength(countries(source).length);
    expect(added.arcs).toHaveLength(source.arcs.length);
  });
});

describe('the served world geometry', () => {
  it('has every world-set country but the dropped ones, reachable on a small map', () => {
    const codes = REGION_SETS.world.codes.filter((code) => !DROPPED.includes(code));
    const regions = projectRegions(world, MAP_VIEWS.world, new Set(REGION_SETS.world.codes), 640, 400);
    for (const code of codes) {
      const region = regions.find((r) => r.code === code);
      expect(region, code).toBeDefined();
      const [x, y] = region?.centroid ?? [NaN, NaN];
      expect(x >= 0 && x <= 640 && y >= 0 && y <= 400, `${code} at ${x}, ${y}`).toBe(true);
      if (SMALL_PLACES.some((place) => worldAtlasIdOf(place.id, place.name)?.code === code)) expect(region?.dot, code).toBeGreaterThan(0);
    }
  });

  it('marks the Channel Islands and Gibraltar on the map of Europe, where they are', () => {
    const regions = projectRegions(world, MAP_VIEWS.europe, new Set(REGION_SETS.europe.codes), 640, 400);
    const at = (code: string) => regions.find((r) => r.code === code);
    for (const code of ['CHI', 'GIB']) {
      expect(at(code)?.dot, code).toBeGreaterThan(0);
      expect(at(code)?.inSet, code).toBe(true);
    }
    const [chiX, chiY] = at('CHI')?.centroid ?? [NaN, NaN];
    // Between Jersey and Guernsey, a few pixels from each.
    for (const island of ['JEY', 'GGY']) {
      const [x, y] = at(island)?.centroid ?? [NaN, NaN];
      expect(Math.hypot(x - chiX, y - chiY), island).toBeLessThan(6);
    }
    const [gibX, gibY] = at('GIB')?.centroid ?? [NaN, NaN];
    const [espX, espY] = at('ESP')?.centroid ?? [NaN, NaN];
    // South of Spain's centre and a little west of it.
    expect(gibY).toBeGreaterThan(espY);
    expect(gibX).toBeLessThan(espX);
  });
});
