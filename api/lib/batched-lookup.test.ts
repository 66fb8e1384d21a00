import { describe, expect, it } from 'vitest';
import { batchedLookup } from './batched-lookup';

describe('batchedLookup', () => {
  const setUp = () => {
    const calls: string[][] = [];
    const find = batchedLookup(async (keys) => {
      calls.push(keys);
      return new Map(keys.filter((key) => key !== 'missing').map((key) => [key, key.toUpperCase()]));
    });
    return { calls, find };
  };

  it('looks up the keys asked for in one turn with one call, each key once', async () => {
    const { calls, find } = setUp();
    expect(await Promise.all([find('a'), find('b'), find('a'), find('missing')])).toEqual(['A', 'B', 'A', null]);
    expect(calls).toEqual([['a', 'b', 'missing']]);
    expect(await find('c')).toBe('C');
    expect(calls).toHaveLength(2);
  });

  it('splits a crowd into batches of at most 500', async () => {
    const { calls, find } = setUp();
    await Promise.all(Array.from({ length: 1200 }, (_, i) => find(`k${i}`)));
    expect(calls.map((keys) => keys.length)).toEqual([500, 500, 200]);
  });

  it('fails every waiter of a failed batch, and the next batch tries again', async () => {
    let fail = true;
    const find = batchedLookup(async (keys: string[]) => {
      if (fail) throw new Error('database gone');
      return new Map(keys.map((key) => [key, 1]));
    });
    const results = await Promise.allSettled([find('a'), find('b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await find('a')).toBe(1);
  });
});
