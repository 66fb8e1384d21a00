/**
 * The worker's side of worker-queue.ts: each job is answered by one message, its answer or its
 * refusal. A refusal with a status (a file that is no CSV: 400) reaches the client as it is;
 * any other failure is a bug, answered 500 by the error handler.
 */
import { parentPort } from 'node:worker_threads';

export interface JobMessage<Req> {
  id: number;
  request: Req;
}

export type JobAnswer<Ans> = { id: number; answer: Ans } | { id: number; error: string; status?: number };

/** Answers each job with `handle`'s result; `transfer` lists buffers handed over rather than copied. */
export function answerJobs<Req, Ans>(handle: (request: Req) => { answer: Ans; transfer?: ArrayBuffer[] }): void {
  parentPort?.on('message', ({ id, request }: JobMessage<Req>) => {
    try {
      const { answer, transfer } = handle(request);
      parentPort!.postMessage({ id, answer } satisfies JobAnswer<Ans>, transfer ?? []);
    } catch (error) {
      const status = (error as { status?: unknown })?.status;
      const refusal: JobAnswer<Ans> = { id, error: String((error as Error)?.message ?? error), ...(typeof status === 'number' ? { status } : {}) };
      parentPort!.postMessage(refusal);
    }
  });
}
