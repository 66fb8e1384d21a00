import { geoCentroid, geoStream, type GeoProjection } from 'd3-geo';
import { feature } from 'topojson-client';
import type { MapView } from '../map-view';
import type { MapGeometry } from './map-geometry';
import { ShapeSink, type ProjectedShape } from './shape-sink';
import { captureUnitMap, replayUnitRegion, type RegionFeature, type UnitMap } from './unit-shapes';
import { unitUsProjections } from './us-projection';
import { boundedProjection, fitBounds, unitWorldProjection } from './view-projection';

export interface ProjectedRegion {
  code: string;
  name: string;
  /** SVG path data, coordinates to one decimal; empty when the region is too small to draw. */
  path: string;
  /** The centre of the region's largest part, where a label or a marker goes. */
  centroid: [number, number];
  /** Projected area in px². */
  area: number;
  /** False for a neighbour drawn muted as context around a region set. */
  inSet: boolean;
  /** Radius of a marker drawn at the centroid for a region too small to see or hit. */
  dot?: number;
}

/** Below this projected area (px²) a region gets a marker. */
export const TINY_REGION_AREA = 12;
export const DOT_RADIUS = 3;
const PUERTO_RICO = 'PR';

interface Decoded {
  features: RegionFeature[];
  units: Map<MapView['projection'], UnitMap>;
}

// Decoding and, for the world and US views, projecting do not depend on the box; a resize reuses them.
const cache = new WeakMap<MapGeometry, Decoded>();

function decoded(geometry: MapGeometry): Decoded {
  let entry = cache.get(geometry);
  if (!entry) {
    entry = { features: geometry.objects.regions.geometries.map((region) => feature(geometry, region) as RegionFeature), units: new Map() };
    cache.set(geometry, entry);
  }
  return entry;
}

function unitMap(entry: Decoded, projection: 'equal-earth' | 'albers-usa'): UnitMap {
  let unit = entry.units.get(projection);
  if (!unit) {
    if (projection === 'albers-usa') {
      const { main, puertoRico } = unitUsProjections();
      unit = captureUnitMap(entry.features, (region) => (region.id === PUERTO_RICO ? puertoRico : main));
    } else {
      const world = unitWorldProjection();
      unit = captureUnitMap(entry.features, () => world);
    }
    entry.units.set(projection, unit);
  }
  return unit;
}

const sink = new ShapeSink();

function toRegion(
  region: RegionFeature,
  shape: ProjectedShape,
  anchor: [number, number] | null,
  inSet: boolean,
  width: number,
  height: number,
): ProjectedRegion | null {
  let [x, y] = shape.centroid;
  if (!Number.isFinite(x) || !Number.isFinite(y)) [x, y] = anchor ?? [NaN, NaN];
  const visible = Number.isFinite(x) && Number.isFinite(y) && x >= 0 && y >= 0 && x <= width && y <= height;
  if (!shape.path && !visible) return null;
  const projected: ProjectedRegion = {
    code: String(region.id),
    name: region.properties.name,
    path: shape.path,
    centroid: [Math.round(x * 10) / 10, Math.round(y * 10) / 10],
    area: shape.area,
    inSet,
  };
  if (shape.area < TINY_REGION_AREA && visible) projected.dot = DOT_RADIUS;
  return projected;
}

function projectFitted(unit: UnitMap, members: ReadonlySet<string>, width: number, height: number): ProjectedRegion[] {
  const { k, tx, ty } = fitBounds(unit.bounds, width, height);
  const regions: ProjectedRegion[] = [];
  for (const region of unit.regions) {
    sink.reset();
    replayUnitRegion(region, k, tx, ty, sink);
    const anchor: [number, number] | null = region.anchor ? [k * region.anchor[0] + tx, k * region.anchor[1] + ty] : null;
    const projected = toRegion(region.feature, sink.result(), anchor, members.has(String(region.feature.id)), width, height);
    if (projected) regions.push(projected);
  }
  return regions;
}

function projectBounded(
  features: readonly RegionFeature[],
  projection: GeoProjection,
  members: ReadonlySet<string>,
  width: number,
  height: number,
): ProjectedRegion[] {
  const regions: ProjectedRegion[] = [];
  for (const region of features) {
    sink.reset();
    geoStream(region, projection.stream(sink));
    const shape = sink.result();
    const anchor = shape.path ? null : projection(geoCentroid(region));
    const projected = toRegion(region, shape, anchor, members.has(String(region.id)), width, height);
    if (projected) regions.push(projected);
  }
  return regions;
}

/**
 * Every region of the geometry that shows in the view, projected into a width × height box. Regions
 * outside `members` are kept (inSet false) when they fall inside a region view's box, so they can be
 * drawn muted as context; on the world and US views every region is in the box.
 */
export function projectRegions(geometry: MapGeometry, view: MapView, members: ReadonlySet<string>, width: number, height: number): ProjectedRegion[] {
  const entry = decoded(geometry);
  if (view.bounds && view.projection !== 'albers-usa' && view.projection !== 'equal-earth') {
    return projectBounded(entry.features, boundedProjection(view, view.bounds, width, height), members, width, height);
  }
  return projectFitted(unitMap(entry, view.projection === 'albers-usa' ? 'albers-usa' : 'equal-earth'), members, width, height);
}
