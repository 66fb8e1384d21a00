import type { GeoStream } from 'd3-geo';

/** What one projected region comes to: its path, its area and the centre of its largest part. */
export interface ProjectedShape {
  path: string;
  area: number;
  centroid: [number, number];
}

// Tenths as integers, written out by hand: formatting ~40,000 floats is most of a redraw otherwise.
function tenths(q: number): string {
  if (q < 0) return `-${tenths(-q)}`;
  const whole = Math.trunc(q / 10);
  const fraction = q - whole * 10;
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/**
 * A d3 stream end that reads a projected, clipped region in one pass: geoPath would walk the region
 * once for the path, once for the area and once per part for the centroid, and the world map is
 * redrawn on every resize.
 */
export class ShapeSink implements GeoStream {
  private path = '';
  private ring = '';
  private ringDrawn = 0;
  private inPolygon = false;
  private lastX = NaN;
  private lastY = NaN;
  private firstX = 0;
  private firstY = 0;
  private prevX = 0;
  private prevY = 0;
  private ringPoints = 0;
  // Signed doubled area and area-weighted centre of the current part, then of the largest part.
  private partArea = 0;
  private partCx = 0;
  private partCy = 0;
  private totalArea = 0;
  private bestArea = -1;
  private bestCx = NaN;
  private bestCy = NaN;
  // For a region that draws no area (one smaller than the grid it was quantized to): its points' mean.
  private sumX = 0;
  private sumY = 0;
  private count = 0;

  reset(): void {
    this.path = '';
    this.totalArea = 0;
    this.bestArea = -1;
    this.bestCx = NaN;
    this.bestCy = NaN;
    this.sumX = this.sumY = this.count = 0;
  }

  result(): ProjectedShape {
    const centroid: [number, number] = this.bestArea >= 0 ? [this.bestCx, this.bestCy] : [this.sumX / this.count, this.sumY / this.count];
    return { path: this.path, area: this.totalArea, centroid };
  }

  polygonStart(): void {
    this.inPolygon = true;
    this.partArea = this.partCx = this.partCy = 0;
  }

  polygonEnd(): void {
    this.inPolygon = false;
    const area = Math.abs(this.partArea) / 2;
    this.totalArea += area;
    if (area > this.bestArea && this.partArea !== 0) {
      this.bestArea = area;
      this.bestCx = this.partCx / (3 * this.partArea);
      this.bestCy = this.partCy / (3 * this.partArea);
    }
  }

  lineStart(): void {
    this.ring = '';
    this.ringDrawn = 0;
    this.ringPoints = 0;
    this.lastX = this.lastY = NaN;
  }

  point(x: number, y: number): void {
    if (this.ringPoints === 0) {
      this.firstX = x;
      this.firstY = y;
    } else this.addEdge(this.prevX, this.prevY, x, y);
    this.prevX = x;
    this.prevY = y;
    this.ringPoints++;
    this.sumX += x;
    this.sumY += y;
    this.count++;
    const qx = Math.round(x * 10);
    const qy = Math.round(y * 10);
    if (qx === this.lastX && qy === this.lastY) return;
    this.ring += `${this.ringDrawn ? 'L' : 'M'}${tenths(qx)},${tenths(qy)}`;
    this.ringDrawn++;
    this.lastX = qx;
    this.lastY = qy;
  }

  lineEnd(): void {
    if (this.ringPoints > 1) this.addEdge(this.prevX, this.prevY, this.firstX, this.firstY);
    // A ring that rounds to fewer than three distinct points draws nothing; its area still counts.
    if (this.ringDrawn > 2) this.path += this.inPolygon ? `${this.ring}Z` : this.ring;
  }

  sphere(): void {}

  private addEdge(x0: number, y0: number, x1: number, y1: number): void {
    const cross = x0 * y1 - x1 * y0;
    this.partArea += cross;
    this.partCx += (x0 + x1) * cross;
    this.partCy += (y0 + y1) * cross;
  }
}
