import { feature } from 'topojson-client';
import type { MapView } from '../map-view';
import type { MapGeometry } from './map-geometry';
import { ShapeSink, type ProjectedShape } from './shape-sink';
import { captureUnitMap, replayUnitRegion, type RegionFeature, type UnitMap } from './unit-shapes';
import { unitUsProjections } from './us-projection';
import { fitBounds, unitBoundedProjection, unitBoxBounds, unitWorldProjection } from './view-projection';

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
  /** Radius of a marker drawn at the centroid for a member too small to see or hit. */
  dot?: number;
}

/** Below this projected area (px²) a region gets a marker. */
export const TINY_REGION_AREA = 12;
export const DOT_RADIUS = 3;
const PUERTO_RICO = 'PR';

interface Decoded {
  features: RegionFeature[];
  units: Map<string, UnitMap>;
}

// Decoding and projecting at the unit scale do not depend on the box; a resize only rescales.
const cache = new WeakMap<MapGeometry, Decoded>();

function decoded(geometry: MapGeometry): Decoded {
  let entry = cache.get(geometry);
  if (!entry) {
    entry = { features: geometry.objects.regions.geometries.map((region) => feature(geometry, region) as RegionFeature), units: new Map() };
    cache.set(geometry, entry);
  }
  return entry;
}

// Bounds only shape the conic and azimuthal views; the world and US views fit their whole map.
function boxOf(view: MapView): MapView['bounds'] | null {
  return view.projection === 'conic-equal-area' || view.projection === 'azimuthal-equal-area' ? (view.bounds ?? null) : null;
}

function unitMap(entry: Decoded, view: MapView): UnitMap {
  const key = `${view.projection} ${view.bounds?.join(' ') ?? ''}`;
  let unit = entry.units.get(key);
  if (!unit) {
    if (view.projection === 'albers-usa') {
      const { main, puertoRico } = unitUsProjections();
      unit = captureUnitMap(entry.features, (region) => (region.id === PUERTO_RICO ? puertoRico : main));
    } else {
      const box = boxOf(view);
      const projection = box ? unitBoundedProjection(view, box) : unitWorldProjection();
      unit = captureUnitMap(entry.features, () => projection);
    }
    entry.units.set(key, unit);
  }
  return unit;
}

const sink = new ShapeSink();

function toRegion(
  region: RegionFeature,
  shape: ProjectedShape,
  anchor: () => [number, number] | null,
  inSet: boolean,
  width: number,
  height: number,
): ProjectedRegion | null {
  let [x, y] = shape.centroid;
  if (!Number.isFinite(x) || !Number.isFinite(y)) [x, y] = anchor() ?? [NaN, NaN];
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
  // Only members get a marker: a muted neighbour needs neither to be found nor hit, and one cut by the
  // box's edge would be marked where it merely leaves the map.
  if (inSet && shape.area < TINY_REGION_AREA && visible) projected.dot = DOT_RADIUS;
  return projected;
}

interface Fit {
  k: number;
  tx: number;
  ty: number;
}

function projectFitted(unit: UnitMap, { k, tx, ty }: Fit, members: ReadonlySet<string>, width: number, height: number, clip: boolean): ProjectedRegion[] {
  const regions: ProjectedRegion[] = [];
  for (const region of unit.regions) {
    sink.reset();
    replayUnitRegion(region, k, tx, ty, sink, clip ? { width, height } : undefined);
    // A region too small to leave a ring still gets its marker; one that left rings, all off the box, is
    // simply not on this map.
    const anchor = (): [number, number] | null => {
      const point = region.parts.length ? null : region.anchor();
      return point ? [k * point[0] + tx, k * point[1] + ty] : null;
    };
    const projected = toRegion(region.feature, sink.result(), anchor, members.has(String(region.feature.id)), width, height);
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
  const unit = unitMap(entry, view);
  const box = boxOf(view);
  if (box) {
    const fit = fitBounds(unitBoxBounds(unitBoundedProjection(view, box), box), width, height);
    return projectFitted(unit, fit, members, width, height, true);
  }
  return projectFitted(unit, fitBounds(unit.bounds, width, height), members, width, height, false);
}
