import { describe, expect, it } from 'vitest';
import { createRankingCache } from './ranking-cache';

describe('createRankingCache', () => {
  const setUp = () => {
    let now = 1_000;
    let computed = 0;
    const cache = createRankingCache({ ttlMs: 5_000, now: () => now });
    const rank = async (at: number) => {
      computed++;
      await Promise.resolve();
      return [at, computed];
    };
    return { cache, rank, computed: () => computed, advance: (ms: number) => (now += ms) };
  };

  it('computes once for readers who ask together, and shares the order until it expires', async () => {
    const { cache, rank, computed, advance } = setUp();
    const [a, b] = await Promise.all([cache.fresh(rank), cache.fresh(rank)]);
    expect(a).toBe(b);
    expect(a).toEqual({ at: 1_000, ids: [1_000, 1] });
    advance(4_999);
    expect(await cache.fresh(rank)).toBe(a);
    advance(1);
    expect((await cache.fresh(rank)).at).toBe(6_000);
    expect(computed()).toBe(2);
  });

  it('gives a cursor the order it started from, and nothing once a write changed it', async () => {
    const { cache, rank } = setUp();
    const first = await cache.fresh(rank);
    expect(cache.at(first.at)).toBe(first);
    expect(cache.at(first.at + 1)).toBeNull();
    cache.invalidate();
    expect(cache.at(first.at)).toBeNull();
  });

  it('ranks again after a write, and does not keep an order computed while a write happened', async () => {
    const { cache, rank, computed } = setUp();
    await cache.fresh(rank);
    cache.invalidate();
    const during = cache.fresh(rank);
    cache.invalidate();
    await during;
    expect(cache.at((await during).at)).toBeNull();
    await cache.fresh(rank);
    expect(computed()).toBe(3);
  });

  it('forgets a failed computation, so the next reader tries again', async () => {
    const { cache, rank, computed } = setUp();
    await expect(cache.fresh(() => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect((await cache.fresh(rank)).ids).toEqual([1_000, 1]);
    expect(computed()).toBe(1);
  });
});
