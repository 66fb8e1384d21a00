/**
 * The server's chart images, drawn on a worker thread in turn by chart (worker-queue.ts): a
 * handful of sizes of one chart may wait, and no drawing may take 10 s.
 */
import type { ImageAnswer, ImageRequest } from './chart-image-worker';
import { ServiceUnavailableError } from './errors';
import { WorkerQueue } from './worker-queue';

const BUSY = 'Too many images of this chart are being drawn right now. Please try again in a moment.';
/** One drawing and four waiting, per chart. */
const PER_CHART = 5;

const images = new WorkerQueue<ImageRequest, ImageAnswer>({
  workerUrl: new URL('./chart-image-worker.ts', import.meta.url),
  perOwner: PER_CHART - 1,
  total: 64,
  timeLimitMs: 10_000,
  messages: { busy: BUSY, slow: 'Drawing this chart took too long. Please try a smaller size.' },
});

const admitted = new Map<string, number>();

/**
 * Takes one of the chart's places before anything is read for its image, or refuses with a 503:
 * a hundred sizes of one chart asked for at once must not each read its data first. The
 * function returned gives the place back.
 */
export function admitImage(slug: string): () => void {
  const taken = admitted.get(slug) ?? 0;
  if (taken >= PER_CHART) throw new ServiceUnavailableError(BUSY);
  admitted.set(slug, taken + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = admitted.get(slug)! - 1;
    if (left === 0) admitted.delete(slug);
    else admitted.set(slug, left);
  };
}

/** The chart `slug` drawn as SVG text or PNG bytes. */
export async function drawChartImage(slug: string, request: ImageRequest): Promise<string | Buffer> {
  const image = await images.run(slug, request);
  return typeof image === 'string' ? image : Buffer.from(image.buffer, image.byteOffset, image.byteLength);
}
