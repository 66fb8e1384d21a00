import { geoCentroid, geoStream, type GeoProjection, type GeoStream } from 'd3-geo';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import type { RegionProperties } from './map-geometry';

export type RegionFeature = Feature<Polygon | MultiPolygon, RegionProperties>;

/** A region projected once at a fixed scale: parts of rings of x, y pairs, and where its centre falls. */
export interface UnitRegion {
  feature: RegionFeature;
  parts: number[][][];
  anchor: [number, number] | null;
}

/**
 * A whole map projected once at a fixed scale with its bounds. The world and US views depend on the
 * box only through a scale and a shift, so a resize replays these instead of projecting again.
 */
export interface UnitMap {
  regions: UnitRegion[];
  bounds: [[number, number], [number, number]];
}

class CaptureSink implements GeoStream {
  parts: number[][][] = [];
  private ring: number[] = [];
  private part: number[][] = [];

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
    if (this.ring.length >= 6) this.part.push(this.ring);
  }

  point(x: number, y: number): void {
    this.ring.push(x, y);
  }

  sphere(): void {}
}

export function captureUnitMap(features: readonly RegionFeature[], projectionOf: (region: RegionFeature) => GeoProjection): UnitMap {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  const regions = features.map((feature): UnitRegion => {
    const projection = projectionOf(feature);
    const sink = new CaptureSink();
    geoStream(feature, projection.stream(sink));
    for (const ring of sink.parts.flat()) {
      for (let i = 0; i < ring.length; i += 2) {
        const x = ring[i] as number;
        const y = ring[i + 1] as number;
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
    }
    return { feature, parts: sink.parts, anchor: projection(geoCentroid(feature)) };
  });
  return {
    regions,
    bounds: [
      [x0, y0],
      [x1, y1],
    ],
  };
}

/** Streams a captured region into `sink`, scaled by k and shifted by (tx, ty). */
export function replayUnitRegion(region: UnitRegion, k: number, tx: number, ty: number, sink: GeoStream): void {
  for (const part of region.parts) {
    sink.polygonStart?.();
    for (const ring of part) {
      sink.lineStart();
      for (let i = 0; i < ring.length; i += 2) sink.point(k * (ring[i] as number) + tx, k * (ring[i + 1] as number) + ty);
      sink.lineEnd();
    }
    sink.polygonEnd?.();
  }
}
