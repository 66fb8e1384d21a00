/**
 * The worker thread that draws chart images (see image-drawer.ts): the SVG from the pure renderer
 * in shared/svg-chart/, and for a PNG that SVG rasterised by resvg with the bundled font. Both
 * take tens of milliseconds for a large chart, which here hold up no request.
 */
import { Resvg } from '@resvg/resvg-js';
import { parentPort } from 'node:worker_threads';
import type { ChartSpec } from '../../shared/chart-spec';
import { renderChartSvg, type ImageSize } from '../../shared/svg-chart/render-chart-svg';
import { RESVG_OPTIONS } from './resvg-options';

export interface ImageRequest {
  id: number;
  spec: ChartSpec;
  size: ImageSize;
  format: 'svg' | 'png';
}

export type ImageAnswer = { id: number; svg: string } | { id: number; png: Uint8Array } | { id: number; error: string };

parentPort?.on('message', ({ id, spec, size, format }: ImageRequest) => {
  try {
    const svg = renderChartSvg(spec, size);
    if (format === 'svg') return parentPort!.postMessage({ id, svg } satisfies ImageAnswer);
    // resvg's own buffer cannot be transferred; a plain copy can, and costs less than a clone.
    const png = new Uint8Array(new Resvg(svg, RESVG_OPTIONS).render().asPng());
    parentPort!.postMessage({ id, png } satisfies ImageAnswer, [png.buffer]);
  } catch (error) {
    parentPort!.postMessage({ id, error: String((error as Error)?.message ?? error) } satisfies ImageAnswer);
  }
});
