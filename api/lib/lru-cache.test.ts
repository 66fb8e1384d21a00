import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache';

describe('LruCache', () => {
  it('evicts the least recently used entries once over its size', () => {
    const cache = new LruCache<string>(10, (v) => v.length);
    cache.set('a', 'xxxx');
    cache.set('b', 'xxxx');
    expect(cache.get('a')).toBe('xxxx');
    cache.set('c', 'xxxx');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('xxxx');
    expect(cache.get('c')).toBe('xxxx');
  });

  it('does not keep a value larger than the whole cache', () => {
    const cache = new LruCache<string>(3, (v) => v.length);
    cache.set('big', 'xxxx');
    expect(cache.size).toBe(0);
  });

  it('replaces a value under the same key', () => {
    const cache = new LruCache<string>(10, (v) => v.length);
    cache.set('a', 'xxxx');
    cache.set('a', 'yyyyyy');
    cache.set('b', 'zzzz');
    expect(cache.get('a')).toBe('yyyyyy');
    expect(cache.size).toBe(2);
  });

  it('peeks without marking a value used', () => {
    const cache = new LruCache<string>(8, (v) => v.length);
    cache.set('a', 'xxxx');
    cache.set('b', 'xxxx');
    expect(cache.peek('a')).toBe('xxxx');
    cache.set('c', 'xxxx');
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('b')).toBe('xxxx');
  });

  it('keeps exactly the most recently used entries through a long run of sets, gets and deletes', () => {
    const cache = new LruCache<number>(5, () => 1);
    // The same run on a plain list, newest first.
    let order: string[] = [];
    const use = (key: string) => (order = [key, ...order.filter((k) => k !== key)]);
    for (let i = 0; i < 1000; i++) {
      cache.set(`k${i}`, i);
      use(`k${i}`);
      if (i % 3 === 0 && cache.get(`k${i - 2}`) !== undefined) use(`k${i - 2}`);
      if (i % 7 === 0) {
        cache.delete(`k${i - 1}`);
        order = order.filter((k) => k !== `k${i - 1}`);
      }
      order = order.slice(0, 5);
    }
    const kept = Array.from({ length: 1000 }, (_, i) => `k${i}`).filter((key) => cache.peek(key) !== undefined);
    expect(kept).toEqual([...order].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1))));
    expect(cache.size).toBe(5);
  });
});
