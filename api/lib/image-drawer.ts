/**
 * Chart images drawn on one worker thread (chart-image-worker.ts), one at a time, so no drawing
 * holds up a request and the second core stays the server's. Three rules keep one chart from
 * starving the others (docs/RELIABILITY.md):
 * - waiting drawings are taken in turn by chart (fair-queue.ts), at most `perChart` of one chart
 *   and `total` in all; past that the request gets a 503 at once, not a connection left hanging;
 * - a drawing that takes longer than `timeLimitMs` is stopped (its worker ended, a new one
 *   started for the next) and answered 503;
 * - a crashed worker fails only the drawing it held.
 */
import { Worker } from 'node:worker_threads';
import type { ChartSpec } from '../../shared/chart-spec';
import type { ImageSize } from '../../shared/svg-chart/render-chart-svg';
import type { ImageAnswer, ImageRequest } from './chart-image-worker';
import { ServiceUnavailableError } from './errors';
import { FairQueue } from './fair-queue';

interface Job {
  request: ImageRequest;
  resolve(image: string | Buffer): void;
  reject(error: Error): void;
}

export interface ImageDrawerOptions {
  workerUrl: URL;
  perChart: number;
  total: number;
  timeLimitMs: number;
}

export class ImageDrawer {
  readonly #queue: FairQueue<Job>;
  #worker: Worker | null = null;
  #busy: { job: Job; worker: Worker; timer: ReturnType<typeof setTimeout> } | null = null;
  #nextId = 0;

  constructor(readonly options: ImageDrawerOptions) {
    this.#queue = new FairQueue({ perOwner: options.perChart, total: options.total });
  }

  /** The image of `chart` (any key naming it, such as its slug): SVG text or PNG bytes. */
  draw(chart: string, spec: ChartSpec, size: ImageSize, format: 'svg' | 'png'): Promise<string | Buffer> {
    return new Promise((resolve, reject) => {
      const job: Job = { request: { id: this.#nextId++, spec, size, format }, resolve, reject };
      if (!this.#queue.push(chart, job)) {
        return reject(new ServiceUnavailableError('Too many images of this chart are being drawn right now. Please try again in a moment.'));
      }
      this.#pump();
    });
  }

  #pump(): void {
    if (this.#busy) return;
    const job = this.#queue.take();
    if (!job) {
      // An idle worker must not keep the process alive; one drawing must.
      this.#worker?.unref();
      return;
    }
    const worker = (this.#worker ??= this.#start());
    const timer = setTimeout(() => {
      this.#stop(worker);
      this.#finish(job.request.id, new ServiceUnavailableError('Drawing this chart took too long. Please try a smaller size.'));
    }, this.options.timeLimitMs);
    this.#busy = { job, worker, timer };
    worker.ref();
    worker.postMessage(job.request);
  }

  #start(): Worker {
    const worker = new Worker(this.options.workerUrl);
    worker.on('message', (answer: ImageAnswer) => {
      if ('error' in answer) this.#finish(answer.id, new Error(`The chart image could not be drawn: ${answer.error}`));
      else this.#finish(answer.id, null, 'svg' in answer ? answer.svg : Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength));
    });
    const died = () => {
      this.#stop(worker);
      if (this.#busy?.worker === worker) this.#finish(this.#busy.job.request.id, new ServiceUnavailableError('The chart image could not be drawn. Please try again.'));
    };
    worker.on('error', died);
    worker.on('exit', died);
    return worker;
  }

  /** Forgets a worker (ending it if it still runs); the next drawing starts a new one. */
  #stop(worker: Worker): void {
    if (this.#worker !== worker) return;
    this.#worker = null;
    void worker.terminate();
  }

  #finish(id: number, error: Error | null, image?: string | Buffer): void {
    const busy = this.#busy;
    if (!busy || busy.job.request.id !== id) return;
    clearTimeout(busy.timer);
    this.#busy = null;
    if (error) busy.job.reject(error);
    else busy.job.resolve(image!);
    this.#pump();
  }
}

/** The server's drawer: a handful of sizes of one chart may wait, and no drawing takes 10 s. */
export const chartImages = new ImageDrawer({ workerUrl: new URL('./chart-image-worker.ts', import.meta.url), perChart: 4, total: 64, timeLimitMs: 10_000 });
