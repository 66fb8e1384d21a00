/**
 * The worker thread that draws chart images (see chart-images.ts): the SVG from the pure renderer
 * in shared/svg-chart/ (a map's with its geometry, lib/map-geometry.ts), and for a PNG that SVG
 * rasterised by resvg with the bundled font. Both take tens of milliseconds for a large chart,
 * which here hold up no request.
 */
import { Resvg } from '@resvg/resvg-js';
import type { ChartSpec } from '@shared/spec/chart-spec';
import { renderChartSvg, type ImageSize } from '@shared/svg-chart/render-chart-svg';
import { geometryFor } from './map-geometry';
import { RESVG_OPTIONS } from './resvg-options';
import { answerJobs } from './worker-job';

export interface ImageRequest {
  spec: ChartSpec;
  size: ImageSize;
  format: 'svg' | 'png';
  /** A valid BCP 47 tag: how numbers and dates are written. */
  locale: string;
}

export type ImageAnswer = string | Uint8Array;

answerJobs<ImageRequest, ImageAnswer>(({ spec, size, format, locale }) => {
  // A map's geometry is built by this thread on its first map, then kept; other kinds need none.
  const svg = renderChartSvg(spec, size, locale, { geometry: geometryFor(spec) });
  if (format === 'svg') return { answer: svg };
  // resvg's own buffer cannot be transferred; a plain copy can, and costs less than a clone.
  const png = new Uint8Array(new Resvg(svg, RESVG_OPTIONS).render().asPng());
  return { answer: png, transfer: [png.buffer] };
});
