import { describe, expect, it } from 'vitest';
import { WorkerQueue } from './worker-queue';

type Request = { name: string; behave?: 'hang' | 'crash' | 'refuse' };
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
    const q = queue(300);
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
});
