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
});
