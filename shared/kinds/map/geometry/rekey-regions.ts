import { mergeArcs } from 'topojson-client';
import type { GeometryCollection, GeometryObject, MultiPolygon, Polygon, Topology } from 'topojson-specification';
import type { MapGeometry, RegionGeometry, RegionIdOf } from './map-geometry';

type Shape = Polygon | MultiPolygon;

function isShape(geometry: GeometryObject): geometry is Shape {
  return geometry.type === 'Polygon' || geometry.type === 'MultiPolygon';
}

function sourceName(geometry: GeometryObject): string {
  const name: unknown = (geometry.properties as { name?: unknown } | undefined)?.name;
  return typeof name === 'string' ? name : '';
}

/**
 * Keeps the atlas's shapes but names them by region code. Features that map to the same code
 * (Australia and its Ashmore and Cartier Islands, or a code the mapping gives to a disputed area)
 * are merged, so a region is one geometry and no inner border is drawn inside it.
 */
export function rekeyRegions(atlas: Topology, objectName: string, idOf: RegionIdOf): MapGeometry {
  const source = atlas.objects[objectName] as GeometryCollection | undefined;
  if (!source || source.type !== 'GeometryCollection') throw new Error(`atlas has no collection "${objectName}"`);
  const groups = new Map<string, { name: string; shapes: Shape[] }>();
  for (const geometry of source.geometries) {
    if (!isShape(geometry)) continue;
    const region = idOf(geometry.id === undefined ? undefined : String(geometry.id), sourceName(geometry));
    if (!region) continue;
    const group = groups.get(region.code);
    if (group) group.shapes.push(geometry);
    else groups.set(region.code, { name: region.name, shapes: [geometry] });
  }
  const geometries: RegionGeometry[] = [];
  for (const [code, { name, shapes }] of groups) {
    const merged: Shape = shapes.length === 1 ? (shapes[0] as Shape) : mergeArcs(atlas, shapes);
    const properties = { name };
    geometries.push(
      merged.type === 'Polygon'
        ? { type: 'Polygon', arcs: merged.arcs, id: code, properties }
        : { type: 'MultiPolygon', arcs: merged.arcs, id: code, properties },
    );
  }
  return {
    type: 'Topology',
    ...(atlas.transform ? { transform: atlas.transform } : {}),
    objects: { regions: { type: 'GeometryCollection', geometries } },
    arcs: atlas.arcs,
  };
}
