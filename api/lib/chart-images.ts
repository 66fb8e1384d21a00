/**
 * The server's chart images, drawn on a worker thread in turn by chart (worker-queue.ts): a
 * handful of sizes of one chart may wait, half the places may be one client's, sixteen images in
 * all, none longer than four seconds, and no drawing may take 10 s. A request for an image is
 * thus answered within 14 s, an image or a 503 with Retry-After (the image routes give their
 * connections that long, embed/index.ts).
 */
import type { ImageAnswer, ImageRequest } from './chart-image-worker';
import { WorkerQueue } from './worker-queue';

const BUSY = 'Too many images of this chart are being drawn right now. Please try again in a moment.';
const ALL_BUSY = 'Too many images are being drawn right now. Please try again in a moment.';
const YOURS_BUSY = 'You asked for too many images at once. Please try again in a moment.';
/** One drawing and four waiting, per chart. */
const PER_CHART = 5;
/** One drawing and fifteen waiting, in all: the most charts' specs held in memory for their images. */
export const IMAGE_PLACES = 16;
/**
 * Places one client address may hold: a flood from one address over many charts leaves the other
 * half to everyone else (in issue 43, another chart's PNG waited 7 s or got no answer).
 */
const PER_ADDRESS = IMAGE_PLACES / 2;
const MAX_WAIT_MS = 4_000;
const TIME_LIMIT_MS = 10_000;
/** The longest an image request is left waiting for its answer, in seconds. */
export const IMAGE_ANSWER_SECONDS = Math.ceil((MAX_WAIT_MS + TIME_LIMIT_MS) / 1000) + 2;

const images = new WorkerQueue<ImageRequest, ImageAnswer>({
  workerUrl: new URL('./chart-image-worker.ts', import.meta.url),
  perOwner: PER_CHART - 1,
  total: IMAGE_PLACES - 1,
  timeLimitMs: TIME_LIMIT_MS,
  maxWaitMs: MAX_WAIT_MS,
  messages: { busy: ALL_BUSY, slow: 'Drawing this chart took too long. Please try a smaller size.' },
});

const byChart = new Map<string, number>();
const byAddress = new Map<string, number>();
let admittedInAll = 0;

const take = (places: Map<string, number>, key: string) => places.set(key, (places.get(key) ?? 0) + 1);
function giveBack(places: Map<string, number>, key: string): void {
  const left = places.get(key)! - 1;
  if (left === 0) places.delete(key);
  else places.set(key, left);
}

/**
 * Takes one of the places of the chart and of the client who asked, before anything is read for
 * the image, or refuses with a 503 and Retry-After: a hundred sizes of one chart, or sixty-four
 * images of forty charts, asked for at once must not each read their chart first, nor wait past
 * what a connection is given. The function returned gives the places back.
 */
export function admitImage(slug: string, address: string): () => void {
  if ((byChart.get(slug) ?? 0) >= PER_CHART) throw images.busy(BUSY);
  if ((byAddress.get(address) ?? 0) >= PER_ADDRESS) throw images.busy(YOURS_BUSY);
  // Every image admitted is drawing, waiting, or about to wait once its chart is read.
  if (admittedInAll >= IMAGE_PLACES || images.expectedWaitMs(admittedInAll) > MAX_WAIT_MS) throw images.busy(ALL_BUSY, admittedInAll);
  take(byChart, slug);
  take(byAddress, address);
  admittedInAll++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    admittedInAll--;
    giveBack(byChart, slug);
    giveBack(byAddress, address);
  };
}

/** The chart `slug` drawn as SVG text or PNG bytes. */
export async function drawChartImage(slug: string, request: ImageRequest): Promise<string | Buffer> {
  const image = await images.run(slug, request);
  return typeof image === 'string' ? image : Buffer.from(image.buffer, image.byteOffset, image.byteLength);
}
