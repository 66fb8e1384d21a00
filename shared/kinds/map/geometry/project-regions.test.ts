import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import usAtlas from 'us-atlas/states-10m.json';
import worldAtlas from 'world-atlas/countries-50m.json';
import { MAP_VIEWS } from '../map-views';
import { buildUsGeometry } from './build-us-geometry';
import { buildWorldGeometry } from './build-world-geometry';
import { projectRegions, type ProjectedRegion } from './project-regions';

const ISO3: Record<string, string> = { '250': 'FRA', '276': 'DEU', '724': 'ESP', '504': 'MAR', '036': 'AUS', '643': 'RUS', '242': 'FJI', '840': 'USA' };
const world = buildWorldGeometry(worldAtlas as unknown as Topology, (id, name) => ({ code: (id && ISO3[id]) || `X${id ?? name}`, name }));
const POSTAL: Record<string, string> = { '02': 'AK', '15': 'HI', '72': 'PR', '11': 'DC' };
const us = buildUsGeometry(usAtlas as unknown as Topology, (id, name) =>
  ['60', '66', '69', '78'].includes(id ?? '') ? null : { code: (id && POSTAL[id]) || `F${id}`, name },
);
const allOf = (codes: { id: string }[]): Set<string> => new Set(codes.map((c) => c.id));

/** Each subpath's points, as drawn. */
function subpaths(path: string): [number, number][][] {
  return path
    .split('M')
    .filter(Boolean)
    .map((sub) =>
      sub
        .replace('Z', '')
        .split('L')
        .map((pair) => pair.split(',').map(Number) as [number, number]),
    );
}

function insideBox(region: ProjectedRegion | undefined, width: number, height: number): boolean {
  const points = subpaths(region?.path ?? '').flat();
  return points.length > 0 && points.every(([x, y]) => x >= 0 && y >= 0 && x <= width && y <= height);
}

describe('projectRegions', () => {
  it('draws the whole world inside the box, to one decimal, with no line across it', () => {
    const regions = projectRegions(world, MAP_VIEWS.world, allOf(world.objects.regions.geometries), 640, 400);
    expect(regions).toHaveLength(world.objects.regions.geometries.length);
    for (const region of regions) {
      expect(region.path).not.toMatch(/\.\d\d/);
      expect(region.inSet).toBe(true);
      const [x, y] = region.centroid;
      expect(x >= 0 && x <= 640 && y >= 0 && y <= 400, region.name).toBe(true);
    }
    for (const code of ['RUS', 'FJI', 'USA']) {
      const region = regions.find((r) => r.code === code);
      expect(insideBox(region, 640, 400), code).toBe(true);
      for (const sub of subpaths(region?.path ?? '')) {
        const jumps = sub.slice(1).map(([x], i) => Math.abs(x - (sub[i]?.[0] ?? x)));
        expect(Math.max(...jumps), code).toBeLessThan(320);
      }
    }
  });

  it('shows a region set with its neighbours muted, and leaves out what is off the map', () => {
    const regions = projectRegions(world, MAP_VIEWS.europe, new Set(['FRA', 'DEU', 'ESP']), 640, 400);
    const byCode = new Map(regions.map((r) => [r.code, r]));
    expect(byCode.get('FRA')?.inSet).toBe(true);
    expect(byCode.get('DEU')?.inSet).toBe(true);
    expect(byCode.get('MAR')?.inSet).toBe(false);
    expect(byCode.get('MAR')?.path).not.toBe('');
    expect(byCode.has('AUS')).toBe(false);
    expect(byCode.has('USA')).toBe(false);
    expect(byCode.get('FRA')?.area).toBeGreaterThan(byCode.get('DEU')?.area ?? Infinity);
  });

  it('places all 52 US regions, Alaska, Hawaii and Puerto Rico included, inside the box', () => {
    for (const [width, height] of [
      [640, 400],
      [360, 480],
    ] as const) {
      const regions = projectRegions(us, MAP_VIEWS['us-states'], allOf(us.objects.regions.geometries), width, height);
      expect(regions).toHaveLength(52);
      for (const code of ['AK', 'HI', 'PR'])
        expect(
          insideBox(
            regions.find((r) => r.code === code),
            width,
            height,
          ),
          code,
        ).toBe(true);
      expect(regions.find((r) => r.code === 'DC')?.dot).toBeGreaterThan(0);
    }
  });
});
