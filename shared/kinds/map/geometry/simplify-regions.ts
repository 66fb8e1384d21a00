import { geoArea } from 'd3-geo';
import { feature, quantize } from 'topojson-client';
import { filter, presimplify, quantile, simplify, sphericalTriangleArea } from 'topojson-simplify';
import type { Topology } from 'topojson-specification';
import type { MapGeometry, RegionGeometry } from './map-geometry';

export interface SimplifyOptions {
  /** Share of the atlas's inner points kept, the most significant first (0..1). */
  keep: number;
  /** Points per side of the grid the coordinates are snapped to. */
  quantization: number;
  /** Islands below this area (steradians) go, unless one is the region's largest part. */
  minPartArea: number;
  /** Every ring kept keeps at least this many points, so a small region stays a shape. */
  minRingPoints: number;
}

function polygonsOf(geometry: RegionGeometry): number[][][] {
  return geometry.type === 'Polygon' ? [geometry.arcs] : geometry.arcs;
}

// geoArea reads a ring wound the wrong way as the rest of the sphere; either way the small side is
// the island.
function ringArea(topology: Topology, ring: number[]): number {
  const area = geoArea(feature(topology, { type: 'Polygon', arcs: [ring] }));
  return Math.min(area, 4 * Math.PI - area);
}

function dropSmallParts(geometry: MapGeometry, minPartArea: number): MapGeometry {
  const geometries = geometry.objects.regions.geometries.map((region): RegionGeometry => {
    const polygons = polygonsOf(region);
    const areas = polygons.map((polygon) => ringArea(geometry, polygon[0] ?? []));
    const largest = areas.indexOf(Math.max(...areas));
    const kept = polygons.filter((_, i) => i === largest || (areas[i] ?? 0) >= minPartArea);
    return kept.length === 1
      ? { type: 'Polygon', arcs: kept[0] ?? [], id: region.id, properties: region.properties }
      : { ...region, type: 'MultiPolygon', arcs: kept };
  });
  // filter() with a pass-all test only prunes: it drops the arcs no ring uses any more.
  return filter({ ...geometry, objects: { regions: { ...geometry.objects.regions, geometries } } }, () => true) as MapGeometry;
}

type WeightedArc = number[][];

// presimplify always keeps an arc's two ends; a ring made of one or two arcs would keep only them and
// collapse to a point or a line. Here the ring's most significant dropped points are kept instead.
function keepRingPoints(geometry: MapGeometry, arcs: WeightedArc[], minWeight: number, minPoints: number): void {
  for (const region of geometry.objects.regions.geometries) {
    for (const ring of polygonsOf(region).flat()) {
      const points = ring.flatMap((index) => (arcs[index < 0 ? ~index : index] ?? []).slice(0, -1));
      const kept = points.filter((point) => (point[2] ?? 0) >= minWeight).length;
      if (kept >= minPoints) continue;
      const dropped = points.filter((point) => (point[2] ?? 0) < minWeight).sort((a, b) => (b[2] ?? 0) - (a[2] ?? 0));
      for (const point of dropped.slice(0, minPoints - kept)) point[2] = Infinity;
    }
  }
}

/**
 * Shrinks a re-keyed atlas to what a small map needs: tiny islands of big regions go, lines are
 * simplified (Visvalingam, on the sphere), and the result is quantized again on a coarser grid.
 */
export function simplifyRegions(geometry: MapGeometry, options: SimplifyOptions): MapGeometry {
  const pruned = dropSmallParts(geometry, options.minPartArea);
  const weighted = presimplify(pruned, sphericalTriangleArea);
  const minWeight = quantile(weighted, options.keep);
  keepRingPoints(pruned, weighted.arcs, minWeight, options.minRingPoints);
  const simple = simplify(weighted, minWeight);
  return quantize({ type: 'Topology', objects: pruned.objects, arcs: simple.arcs }, options.quantization) as MapGeometry;
}
