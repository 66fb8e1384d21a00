/**
 * Heavy work (drawing chart images, reading uploaded CSV files) done on a worker thread, one job
 * at a time, so it holds up no request and the second core stays the server's. These rules keep
 * one client or chart from starving the others, and every request answered (docs/RELIABILITY.md):
 * - waiting jobs are taken in turn by owner (fair-queue.ts), at most `perOwner` of one and `total`
 *   in all; past that the request gets a 503 with Retry-After at once, not a connection left hanging;
 * - with `maxWaitMs`, a job that would wait longer than that (by the recent jobs' average) is
 *   refused the same way at once, and one that has waited that long is refused then: a client
 *   never waits past the server's idle timeout, which closed 22–25% of the connections of an
 *   image flood without an answer (issue 43);
 * - a job that takes longer than `timeLimitMs` is stopped (its worker ended, a new one started
 *   for the next) and answered 503;
 * - a crashed worker fails only the job it held.
 */
import { Worker } from 'node:worker_threads';
import { HttpError, ServiceUnavailableError } from './errors';
import { FairQueue } from './fair-queue';
import type { JobAnswer, JobMessage } from './worker-job';

/** A refusal for want of room: a 503 whose Retry-After says when there may be some. */
export class BusyError extends ServiceUnavailableError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }

  override toResponse(): Response {
    return Response.json({ message: this.message }, { status: 503, headers: { 'retry-after': String(this.retryAfterSeconds) } });
  }
}

interface Job<Req, Ans> {
  message: JobMessage<Req>;
  transfer: ArrayBuffer[];
  resolve(answer: Ans): void;
  reject(error: Error): void;
  /** Refuses the job once it has waited `maxWaitMs`. */
  expiry?: ReturnType<typeof setTimeout>;
}

export interface WorkerQueueOptions {
  workerUrl: URL;
  perOwner: number;
  total: number;
  timeLimitMs: number;
  /** The longest a job may wait for its turn (see above); no limit when left out. */
  maxWaitMs?: number;
  /** What the client is told when its job is refused as over its share, or stopped as too slow. */
  messages: { busy: string; slow: string };
}

/** How much each finished job moves the average of their durations. */
const AVERAGE_WEIGHT = 0.2;

export class WorkerQueue<Req, Ans> {
  readonly #queue: FairQueue<Job<Req, Ans>>;
  #worker: Worker | null = null;
  #busy: { job: Job<Req, Ans>; worker: Worker; timer: ReturnType<typeof setTimeout>; startedAt: number } | null = null;
  #nextId = 0;
  #averageMs = 0;

  constructor(readonly options: WorkerQueueOptions) {
    this.#queue = new FairQueue({ perOwner: options.perOwner, total: options.total });
  }

  /** How long a job asked for now would wait, by the recent jobs' average duration. */
  expectedWaitMs(ahead = this.#queue.size + (this.#busy ? 1 : 0)): number {
    return ahead * this.#averageMs;
  }

  /** A refusal for want of room, saying when to come back: once those ahead are done, at least a second. */
  busy(message = this.options.messages.busy, ahead?: number): BusyError {
    return new BusyError(message, Math.min(60, Math.max(1, Math.ceil(this.expectedWaitMs(ahead) / 1000))));
  }

  /** The job's answer; `owner` names whose turn it takes (a chart, a client address). */
  run(owner: string, request: Req, transfer: ArrayBuffer[] = []): Promise<Ans> {
    return new Promise((resolve, reject) => {
      const job: Job<Req, Ans> = { message: { id: this.#nextId++, request }, transfer, resolve, reject };
      const { maxWaitMs } = this.options;
      if (maxWaitMs !== undefined && this.#busy && this.expectedWaitMs() > maxWaitMs) return reject(this.busy());
      if (!this.#queue.push(owner, job)) return reject(this.busy());
      if (maxWaitMs !== undefined && this.#busy) {
        job.expiry = setTimeout(() => {
          if (this.#queue.remove(owner, job)) reject(this.busy());
        }, maxWaitMs);
      }
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
    clearTimeout(job.expiry);
    const worker = (this.#worker ??= this.#start());
    const timer = setTimeout(() => {
      this.#stop(worker);
      this.#finish(job.message.id, { error: this.options.messages.slow, status: 503 });
    }, this.options.timeLimitMs);
    this.#busy = { job, worker, timer, startedAt: performance.now() };
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
    const took = performance.now() - busy.startedAt;
    this.#averageMs = this.#averageMs ? this.#averageMs + AVERAGE_WEIGHT * (took - this.#averageMs) : took;
    if ('answer' in outcome) busy.job.resolve(outcome.answer);
    else busy.job.reject(outcome.status ? new HttpError(outcome.status, outcome.error) : new Error(outcome.error));
    this.#pump();
  }
}
