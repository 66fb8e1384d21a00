/**
 * Heavy work (drawing chart images, reading uploaded CSV files) done on a worker thread, one job
 * at a time, so it holds up no request and the second core stays the server's. Three rules keep
 * one client or chart from starving the others (docs/RELIABILITY.md):
 * - waiting jobs are taken in turn by owner (fair-queue.ts), at most `perOwner` of one and `total`
 *   in all; past that the request gets a 503 at once, not a connection left hanging;
 * - a job that takes longer than `timeLimitMs` is stopped (its worker ended, a new one started
 *   for the next) and answered 503;
 * - a crashed worker fails only the job it held.
 */
import { Worker } from 'node:worker_threads';
import { HttpError, ServiceUnavailableError } from './errors';
import { FairQueue } from './fair-queue';
import type { JobAnswer, JobMessage } from './worker-job';

interface Job<Req, Ans> {
  message: JobMessage<Req>;
  transfer: ArrayBuffer[];
  resolve(answer: Ans): void;
  reject(error: Error): void;
}

export interface WorkerQueueOptions {
  workerUrl: URL;
  perOwner: number;
  total: number;
  timeLimitMs: number;
  /** What the client is told when its job is refused as over its share, or stopped as too slow. */
  messages: { busy: string; slow: string };
}

export class WorkerQueue<Req, Ans> {
  readonly #queue: FairQueue<Job<Req, Ans>>;
  #worker: Worker | null = null;
  #busy: { job: Job<Req, Ans>; worker: Worker; timer: ReturnType<typeof setTimeout> } | null = null;
  #nextId = 0;

  constructor(readonly options: WorkerQueueOptions) {
    this.#queue = new FairQueue({ perOwner: options.perOwner, total: options.total });
  }

  /** The job's answer; `owner` names whose turn it takes (a chart, a client address). */
  run(owner: string, request: Req, transfer: ArrayBuffer[] = []): Promise<Ans> {
    return new Promise((resolve, reject) => {
      const job: Job<Req, Ans> = { message: { id: this.#nextId++, request }, transfer, resolve, reject };
      if (!this.#queue.push(owner, job)) return reject(new ServiceUnavailableError(this.options.messages.busy));
      this.#pump();
    });
  }

  #pump(): void {
    if (this.#busy) return;
    const job = this.#queue.take();
    if (!job) {
      // An idle worker must not keep the process alive; a busy one must.
      this.#worker?.unref();
      return;
    }
    const worker = (this.#worker ??= this.#start());
    const timer = setTimeout(() => {
      this.#stop(worker);
      this.#finish(job.message.id, { error: this.options.messages.slow, status: 503 });
    }, this.options.timeLimitMs);
    this.#busy = { job, worker, timer };
    worker.ref();
    worker.postMessage(job.message, job.transfer);
  }

  #start(): Worker {
    const worker = new Worker(this.options.workerUrl);
    worker.on('message', (answer: JobAnswer<Ans>) => this.#finish(answer.id, answer));
    const died = () => {
      this.#stop(worker);
      if (this.#busy?.worker === worker) this.#finish(this.#busy.job.message.id, { error: 'The work could not be done. Please try again.', status: 503 });
    };
    worker.on('error', died);
    worker.on('exit', died);
    return worker;
  }

  /** Forgets a worker, ending it if it still runs; the next job starts a new one. */
  #stop(worker: Worker): void {
    if (this.#worker !== worker) return;
    this.#worker = null;
    void worker.terminate();
  }

  #finish(id: number, outcome: { answer: Ans } | { error: string; status?: number }): void {
    const busy = this.#busy;
    if (!busy || busy.job.message.id !== id) return;
    clearTimeout(busy.timer);
    this.#busy = null;
    if ('answer' in outcome) busy.job.resolve(outcome.answer);
    else busy.job.reject(outcome.status ? new HttpError(outcome.status, outcome.error) : new Error(outcome.error));
    this.#pump();
  }
}
