import { describe, expect, it } from 'vitest';
import { createRankingCache } from './ranking-cache';

describe('createRankingCache', () => {
  const setUp = () => {
    let now = 1_000;
    let computed = 0;
    const cache = createRankingCache({ ttlMs: 5_000, staleMs: 30_000, pageTtlMs: 2_000, now: () => now });
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
    expect(computed()).toBe(1);
  });

  it('answers an expired order at once while one new order is computed behind, and waits once it is too old', async () => {
    const { cache, rank, computed, advance } = setUp();
    const first = await cache.fresh(rank);
    advance(5_000);
    const [a, b] = await Promise.all([cache.fresh(rank), cache.fresh(rank)]);
    expect(a).toBe(first);
    expect(b).toBe(first);
    expect(computed()).toBe(2);
    const second = await cache.fresh(rank);
    expect(second.at).toBe(6_000);
    // A cursor from the replaced order still pages through it.
    expect(cache.at(first.at)).toBe(first);
    advance(5_000 + 30_000);
    expect((await cache.fresh(rank)).at).toBe(41_000);
    expect(cache.at(first.at)).toBeNull();
  });

  it('tries again behind the readers when the computation behind them failed', async () => {
    const { cache, rank, computed, advance } = setUp();
    const first = await cache.fresh(rank);
    advance(5_000);
    expect(await cache.fresh(() => Promise.reject(new Error('database gone')))).toBe(first);
    await Promise.resolve();
    expect(await cache.fresh(rank)).toBe(first);
    await Promise.resolve();
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

  it('shares a guest page for its lifetime, and drops it on a write or when making it failed', async () => {
    const { cache, advance } = setUp();
    let made = 0;
    const make = async () => ++made;
    expect(await cache.guestPage('first', make)).toBe(1);
    expect(await cache.guestPage('first', make)).toBe(1);
    expect(await cache.guestPage('second', make)).toBe(2);
    advance(2_000);
    expect(await cache.guestPage('first', make)).toBe(3);
    cache.invalidate();
    expect(await cache.guestPage('first', make)).toBe(4);
    await expect(cache.guestPage('failing', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await cache.guestPage('failing', make)).toBe(5);
  });

  it('ranks again when the database counts a listing it has not seen, and keeps the order while the count stays', async () => {
    const { cache, rank, computed } = setUp();
    cache.listings('');
    const first = await cache.fresh(rank);
    cache.listings('');
    expect(await cache.fresh(rank)).toBe(first);
    cache.listings('1');
    expect(cache.at(first.at)).toBeNull();
    await cache.fresh(rank);
    expect(computed()).toBe(2);
  });
});
