/**
 * The server's chart images, drawn on a worker thread in turn by chart (worker-queue.ts): a
 * handful of sizes of one chart may wait, and no drawing may take 10 s.
 */
import type { ChartSpec } from '../../shared/chart-spec';
import type { ImageSize } from '../../shared/svg-chart/render-chart-svg';
import type { ImageAnswer, ImageRequest } from './chart-image-worker';
import { WorkerQueue } from './worker-queue';

const images = new WorkerQueue<ImageRequest, ImageAnswer>({
  workerUrl: new URL('./chart-image-worker.ts', import.meta.url),
  perOwner: 4,
  total: 64,
  timeLimitMs: 10_000,
  messages: {
    busy: 'Too many images of this chart are being drawn right now. Please try again in a moment.',
    slow: 'Drawing this chart took too long. Please try a smaller size.',
  },
});

/** The chart `slug` drawn as SVG text or PNG bytes. */
export async function drawChartImage(slug: string, spec: ChartSpec, size: ImageSize, format: 'svg' | 'png'): Promise<string | Buffer> {
  const image = await images.run(slug, { spec, size, format });
  return typeof image === 'string' ? image : Buffer.from(image.buffer, image.byteOffset, image.byteLength);
}
