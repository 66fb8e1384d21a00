import { gzipSync } from 'node:zlib';
import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import atlas from 'us-atlas/states-10m.json';
import { buildUsGeometry } from './build-us-geometry';
import type { RegionIdOf } from './map-geometry';

const POSTAL: Record<string, string> = { '02': 'AK', '06': 'CA', '11': 'DC', '15': 'HI', '72': 'PR' };
const TERRITORIES = ['60', '66', '69', '78'];
const usIdOf: RegionIdOf = (id, name) => (TERRITORIES.includes(id ?? '') ? null : { code: (id && POSTAL[id]) || `F${id}`, name });

describe('buildUsGeometry', () => {
  const geometry = buildUsGeometry(atlas as unknown as Topology, usIdOf);

  it('keys the 50 states, DC and Puerto Rico by code', () => {
    const codes = geometry.objects.regions.geometries.map((region) => region.id);
    expect(codes).toHaveLength(52);
    expect(codes).toEqual(expect.arrayContaining(['AK', 'CA', 'DC', 'HI', 'PR']));
  });

  it('stays within 30 KiB gzip', () => {
    expect(gzipSync(JSON.stringify(geometry), { level: 9 }).length).toBeLessThanOrEqual(30_720);
  });
});
