import { gzipSync } from 'node:zlib';
import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import atlas from 'world-atlas/countries-50m.json';
import { buildWorldGeometry } from './build-world-geometry';
import type { RegionIdOf } from './map-geometry';
import { projectRegions } from './project-regions';
import { SMALL_PLACES } from './small-places';
import { MAP_VIEWS } from '../map-views';

// A few real codes; every other feature gets a made-up but unique one, so the test does not wait for
// the country table.
const ISO3: Record<string, string> = {
  '250': 'FRA',
  '702': 'SGP',
  '470': 'MLT',
  '048': 'BHR',
  '020': 'AND',
  '438': 'LIE',
  '492': 'MCO',
  '336': 'VAT',
  '674': 'SMR',
  '036': 'AUS',
};
const idOf: RegionIdOf = (id, name) => (name === 'Siachen Glacier' ? null : { code: (id && ISO3[id]) || `X${id ?? name}`, name });
const source = atlas as unknown as Topology;
const geometry = buildWorldGeometry(source, idOf);
const codes = geometry.objects.regions.geometries.map((region) => region.id);
const SMALL = ['SGP', 'MLT', 'BHR', 'AND', 'LIE', 'MCO', 'VAT', 'SMR'];

describe('buildWorldGeometry', () => {
  it('keeps every mapped country but Antarctica, and the small places, once, by code', () => {
    const expected = new Set<string>();
    for (const g of (source.objects.countries as unknown as { geometries: { id?: string; properties: { name: string } }[] }).geometries) {
      const region = g.id === '010' ? null : idOf(g.id, g.properties.name);
      if (region) expected.add(region.code);
    }
    for (const place of SMALL_PLACES) expected.add(`X${place.id}`);
    expect(new Set(codes)).toEqual(expected);
    expect(codes).toHaveLength(expected.size);
    expect(codes).not.toContain('X010');
    expect(codes).not.toContain('XSiachen Glacier');
    expect(geometry.objects.regions.geometries.find((r) => r.id === 'FRA')?.properties?.name).toBe('France');
  });

  it('merges the features a mapping gives one code, without the border between them', () => {
    const merged = buildWorldGeometry(source, (id, name) => (id === '706' || name === 'Somaliland' ? { code: 'SOM', name: 'Somalia' } : null));
    expect(merged.objects.regions.geometries).toHaveLength(1);
    const separate = buildWorldGeometry(source, (id, name) => (id === '706' || name === 'Somaliland' ? { code: name, name } : null));
    expect(merged.arcs.length).toBeLessThan(separate.arcs.length);
  });

  it('stays within 60 KiB gzip', () => {
    const size = gzipSync(JSON.stringify(geometry), { level: 9 }).length;
    expect(size).toBeLessThanOrEqual(61_440);
  });

  // Vatican and Monaco are smaller than a cell of the quantization grid, so they are kept as a point
  // that only a marker shows; the other small states keep a shape.
  it('keeps the smallest states, as shapes when bigger than the grid, and marks them on a small map', () => {
    const big = projectRegions(geometry, MAP_VIEWS.world, new Set(codes), 4000, 2000);
    const small = projectRegions(geometry, MAP_VIEWS.world, new Set(codes), 640, 400);
    for (const code of SMALL) {
      if (code !== 'VAT' && code !== 'MCO') expect(big.find((r) => r.code === code)?.area, code).toBeGreaterThan(0.2);
      const region = small.find((r) => r.code === code);
      expect(region?.dot, code).toBeGreaterThan(0);
      expect(region?.centroid.every(Number.isFinite), code).toBe(true);
    }
  });
});
