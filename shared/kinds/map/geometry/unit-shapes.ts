import { geoCentroid, geoStream, type GeoProjection, type GeoStream } from 'd3-geo';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { clipRing } from './clip-ring';
import type { RegionProperties } from './map-geometry';

export type RegionFeature = Feature<Polygon | MultiPolygon, RegionProperties>;

/** One projected ring: x, y pairs and their bounding box [x0, y0, x1, y1]. */
export interface UnitRing {
  points: number[];
  box: [number, number, number, number];
}

/** A region projected once at a fixed scale: parts of rings, and where its centre falls. */
export interface UnitRegion {
  feature: RegionFeature;
  parts: UnitRing[][];
  /** Where the spherical centre falls; asked only for a region that draws nothing, so worked out then. */
  anchor(): [number, number] | null;
}

/**
 * A whole map projected once at a fixed scale with its bounds. The world and US views depend on the
 * box only through a scale and a shift, so a resize replays these instead of projecting again.
 */
export interface UnitMap {
  regions: UnitRegion[];
  bounds: [[number, number], [number, number]];
}

function ringBox(points: number[]): UnitRing['box'] {
  const box: UnitRing['box'] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < points.length; i += 2) {
    const x = points[i] as number;
    const y = points[i + 1] as number;
    if (x < box[0]) box[0] = x;
    if (x > box[2]) box[2] = x;
    if (y < box[1]) box[1] = y;
    if (y > box[3]) box[3] = y;
  }
  return box;
}

class CaptureSink implements GeoStream {
  parts: UnitRing[][] = [];
  private ring: number[] = [];
  private part: UnitRing[] = [];

  polygonStart(): void {
    this.part = [];
  }

  polygonEnd(): void {
    if (this.part.length) this.parts.push(this.part);
  }

  lineStart(): void {
    this.ring = [];
  }

  lineEnd(): void {
    if (this.ring.length >= 6) this.part.push({ points: this.ring, box: ringBox(this.ring) });
  }

  point(x: number, y: number): void {
    this.ring.push(x, y);
  }

  sphere(): void {}
}

export function captureUnitMap(features: readonly RegionFeature[], projectionOf: (region: RegionFeature) => GeoProjection): UnitMap {
  const bounds: UnitRing['box'] = [Infinity, Infinity, -Infinity, -Infinity];
  const regions = features.map((feature): UnitRegion => {
    const projection = projectionOf(feature);
    const sink = new CaptureSink();
    geoStream(feature, projection.stream(sink));
    for (const { box } of sink.parts.flat()) {
      [bounds[0], bounds[1]] = [Math.min(bounds[0], box[0]), Math.min(bounds[1], box[1])];
      [bounds[2], bounds[3]] = [Math.max(bounds[2], box[2]), Math.max(bounds[3], box[3])];
    }
    let anchor: [number, number] | null | undefined;
    return { feature, parts: sink.parts, anchor: () => (anchor === undefined ? (anchor = projection(geoCentroid(feature))) : anchor) };
  });
  return {
    regions,
    bounds: [
      [bounds[0], bounds[1]],
      [bounds[2], bounds[3]],
    ],
  };
}

function streamRing(points: number[], k: number, tx: number, ty: number, sink: GeoStream): void {
  sink.lineStart();
  for (let i = 0; i < points.length; i += 2) sink.point(k * (points[i] as number) + tx, k * (points[i + 1] as number) + ty);
  sink.lineEnd();
}

/**
 * Streams a captured region into `sink`, scaled by k and shifted by (tx, ty); with a clip box, rings
 * outside it are left out and rings across its edge are cut to it.
 */
export function replayUnitRegion(region: UnitRegion, k: number, tx: number, ty: number, sink: GeoStream, clip?: { width: number; height: number }): void {
  for (const part of region.parts) {
    sink.polygonStart?.();
    for (const { points, box } of part) {
      if (!clip) {
        streamRing(points, k, tx, ty, sink);
        continue;
      }
      const [x0, y0, x1, y1] = [k * box[0] + tx, k * box[1] + ty, k * box[2] + tx, k * box[3] + ty];
      if (x1 < 0 || y1 < 0 || x0 > clip.width || y0 > clip.height) continue;
      if (x0 >= 0 && y0 >= 0 && x1 <= clip.width && y1 <= clip.height) {
        streamRing(points, k, tx, ty, sink);
        continue;
      }
      const screen = points.map((v, i) => (i % 2 ? k * v + ty : k * v + tx));
      const clipped = clipRing(screen, 0, 0, clip.width, clip.height);
      if (clipped.length >= 6) streamRing(clipped, 1, 0, 0, sink);
    }
    sink.polygonEnd?.();
  }
}
