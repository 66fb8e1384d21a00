import { describe, expect, it } from 'vitest';
import { BusyError, WorkerQueue } from './worker-queue';

type Request = { name: string; behave?: 'hang' | 'crash' | 'refuse' | 'work'; ms?: number };
const messages = { busy: 'Too busy for you', slow: 'That took too long' };
// An idle queue's worker is unref'd, so these end with the run.
const queue = (timeLimitMs = 5000) =>
  new WorkerQueue<Request, string>({ workerUrl: new URL('./worker-queue.test-worker.mjs', import.meta.url), perOwner: 2, total: 4, timeLimitMs, messages });
const outcome = (p: Promise<string>) => p.then(String, (e: Error & { status?: number }) => `${e.status ?? 500}: ${e.message}`);

describe('WorkerQueue', () => {
  it('answers jobs, and passes a refusal on with its status', async () => {
    const q = queue();
    expect(await q.run('a', { name: 'a' })).toBe('done a');
    expect(await outcome(q.run('a', { name: 'b', behave: 'refuse' }))).toBe('400: That file does not look like CSV text');
  });

  it('refuses what is over an owner’s share at once, and still does other owners’ jobs', async () => {
    const q = queue();
    // The first goes to the worker at once; two more may wait; the fourth is refused.
    const mine = [1, 2, 3, 4].map((i) => outcome(q.run('big', { name: `big ${i}` })));
    const other = q.run('small', { name: 'small' });
    expect(await Promise.all(mine)).toEqual(['done big 1', 'done big 2', 'done big 3', '503: Too busy for you']);
    expect(await other).toBe('done small');
  });

  it('stops a job that takes too long, and does the next on a new worker', async () => {
    // The limit counts from the job's posting, a new worker's start-up included: long enough that
    // a loaded machine starting one never stops the job that should pass.
    const q = queue(1500);
    const hung = outcome(q.run('slow', { name: 'slow', behave: 'hang' }));
    const next = q.run('fine', { name: 'fine' });
    expect(await hung).toBe('503: That took too long');
    expect(await next).toBe('done fine');
  });

  it('fails only the job a crashed worker held', async () => {
    const q = queue();
    const crashed = outcome(q.run('bad', { name: 'bad', behave: 'crash' }));
    const next = q.run('good', { name: 'good' });
    expect(await crashed).toBe('503: The work could not be done. Please try again.');
    expect(await next).toBe('done good');
  });

  it('answers a refusal with a Retry-After of when there may be room', async () => {
    const q = queue();
    const refused = await q.run('a', { name: 'x' }).then(() => q.busy());
    expect(refused).toBeInstanceOf(BusyError);
    const response = refused.toResponse();
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await response.json()).toEqual({ message: 'Too busy for you' });
  });
});

describe('WorkerQueue with a longest wait (issue 43, finding 5)', () => {
  const waiting = (maxWaitMs: number, timeLimitMs = 5000) =>
    new WorkerQueue<Request, string>({
      workerUrl: new URL('./worker-queue.test-worker.mjs', import.meta.url),
      perOwner: 10,
      total: 10,
      timeLimitMs,
      maxWaitMs,
      messages,
    });

  it('refuses at once a job that would wait longer than that, by the recent jobs’ average', async () => {
    const q = waiting(1000);
    expect(await q.run('a', { name: 'first', behave: 'work', ms: 300 })).toBe('done first');
    // Jobs of 300 ms (or more: the first also started the worker) asked for at once: three or four
    // may wait their turn, and the rest are refused before the first of them is done.
    const jobs = Array.from({ length: 8 }, (_, i) => q.run(`owner ${i}`, { name: `job ${i}`, behave: 'work', ms: 300 }));
    const settled = jobs.map((job) =>
      job.then(
        () => 'done',
        (error: BusyError) => error,
      ),
    );
    const first = await Promise.race(settled);
    expect(first).toBeInstanceOf(BusyError);
    expect([(first as BusyError).status, (first as BusyError).message]).toEqual([503, 'Too busy for you']);
    expect((first as BusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    const outcomes = await Promise.all(settled);
    const done = outcomes.filter((o) => o === 'done').length;
    expect(done).toBeGreaterThanOrEqual(2);
    expect(done).toBeLessThanOrEqual(5);
  });

  it('refuses a job once it has waited that long, while the one ahead still runs', async () => {
    const q = waiting(200, 1500);
    const hung = outcome(q.run('a', { name: 'hung', behave: 'hang' }));
    const waited = outcome(q.run('b', { name: 'waited' }));
    expect(await Promise.race([hung, waited])).toBe('503: Too busy for you');
    expect(await hung).toBe('503: That took too long');
    expect(await q.run('c', { name: 'after' })).toBe('done after');
  });
});
