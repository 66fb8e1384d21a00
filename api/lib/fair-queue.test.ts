import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue';

describe('FairQueue', () => {
  it('takes owners in turn, each one’s jobs in order', () => {
    const queue = new FairQueue<string>({ perOwner: 10, total: 100 });
    for (const job of ['a1', 'a2', 'a3']) queue.push('a', job);
    queue.push('b', 'b1');
    queue.push('c', 'c1');
    queue.push('b', 'b2');
    const order: string[] = [];
    for (let job = queue.take(); job; job = queue.take()) order.push(job);
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
    expect(queue.size).toBe(0);
  });

  it('refuses what is over an owner’s cap or the total, and makes room as jobs are taken', () => {
    const queue = new FairQueue<number>({ perOwner: 2, total: 3 });
    expect([queue.push('a', 1), queue.push('a', 2), queue.push('a', 3)]).toEqual([true, true, false]);
    expect([queue.push('b', 4), queue.push('c', 5)]).toEqual([true, false]);
    expect(queue.take()).toBe(1);
    expect(queue.push('c', 5)).toBe(true);
    expect(queue.size).toBe(3);
  });

  it('takes a job out before its turn, once', () => {
    const queue = new FairQueue<string>({ perOwner: 2, total: 3 });
    queue.push('a', 'a1');
    queue.push('a', 'a2');
    queue.push('b', 'b1');
    expect(queue.remove('a', 'a1')).toBe(true);
    expect(queue.remove('a', 'a1')).toBe(false);
    expect(queue.remove('b', 'b1')).toBe(true);
    expect(queue.size).toBe(1);
    expect([queue.take(), queue.take()]).toEqual(['a2', undefined]);
  });
});
