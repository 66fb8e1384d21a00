/**
 * The worker thread that turns SVG into PNG (see svg-to-png.ts). resvg draws on its own thread
 * when asked through `renderAsync`, but encoding the PNG happens on the caller's: 80 ms for a
 * 2400 × 2400 image, which here blocks nobody.
 */
import { Resvg } from '@resvg/resvg-js';
import { parentPort } from 'node:worker_threads';
import { RESVG_OPTIONS } from './resvg-options';

export interface PngRequest {
  id: number;
  svg: string;
}

export type PngAnswer = { id: number; png: Uint8Array } | { id: number; error: string };

parentPort?.on('message', ({ id, svg }: PngRequest) => {
  try {
    // resvg's own buffer cannot be transferred; a plain copy can, and costs less than a clone.
    const png = new Uint8Array(new Resvg(svg, RESVG_OPTIONS).render().asPng());
    parentPort!.postMessage({ id, png } satisfies PngAnswer, [png.buffer]);
  } catch (error) {
    parentPort!.postMessage({ id, error: String((error as Error)?.message ?? error) } satisfies PngAnswer);
  }
});
