import { geoAzimuthalEqualArea, geoConicEqualArea, geoEqualEarth, type GeoProjection } from 'd3-geo';
import type { MapView } from '../map-view';
import { UNIT_SCALE } from './us-projection';

type Bounds = NonNullable<MapView['bounds']>;

/** The room kept free around the map, so strokes at the edge are not cut. */
export function mapPadding(width: number, height: number): number {
  return Math.max(2, Math.round(Math.min(width, height) * 0.02));
}

/** Scale and shift that fit projected bounds into the padded box, centred. */
export function fitBounds([[x0, y0], [x1, y1]]: [[number, number], [number, number]], width: number, height: number): { k: number; tx: number; ty: number } {
  const pad = mapPadding(width, height);
  const k = Math.min((width - 2 * pad) / (x1 - x0), (height - 2 * pad) / (y1 - y0));
  return { k, tx: pad + (width - 2 * pad - k * (x1 - x0)) / 2 - k * x0, ty: pad + (height - 2 * pad - k * (y1 - y0)) / 2 - k * y0 };
}

// Equal Earth draws parallels straight and the simplified segments are short, so d3's resampling
// would add points no one sees.
export function unitWorldProjection(): GeoProjection {
  return geoEqualEarth().scale(UNIT_SCALE).translate([0, 0]).precision(0);
}

// The box's edges, sampled: a polygon's edges would be great circles, not the parallels and meridians
// the box means.
function boxOutline([[west, south], [east, north]]: Bounds): [number, number][] {
  const points: [number, number][] = [];
  for (let i = 0; i <= 16; i++) {
    const lon = west + ((east - west) * i) / 16;
    const lat = south + ((north - south) * i) / 16;
    points.push([lon, south], [lon, north], [west, lat], [east, lat]);
  }
  return points;
}

/** A region view's projection at the unit scale, centred on its box; conic for mid-latitudes. */
export function unitBoundedProjection(view: MapView, bounds: Bounds): GeoProjection {
  const [[west, south], [east, north]] = bounds;
  const lon = (west + east) / 2;
  const lat = (south + north) / 2;
  const sixth = (north - south) / 6;
  const projection =
    view.projection === 'azimuthal-equal-area'
      ? geoAzimuthalEqualArea().rotate([-lon, -lat])
      : geoConicEqualArea()
          .rotate([-lon, 0])
          .parallels([south + sixth, north - sixth]);
  return projection.scale(UNIT_SCALE).translate([0, 0]);
}

/** Where the view's box falls under its unit projection: what the map is fitted to. */
export function unitBoxBounds(projection: GeoProjection, bounds: Bounds): [[number, number], [number, number]] {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const point of boxOutline(bounds)) {
    const [x, y] = projection(point) ?? [NaN, NaN];
    [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  }
  return [
    [x0, y0],
    [x1, y1],
  ];
}
