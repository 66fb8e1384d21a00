import { describe, expect, it } from 'vitest';
import { createReaderDedupe } from './reader-dedupe';

describe('createReaderDedupe', () => {
  it('counts a reader once per chart within the window, and again after it', () => {
    let t = 0;
    const dedupe = createReaderDedupe({ windowMs: 1000, maxReaders: 100, now: () => t });
    expect(dedupe.firstView('203.0.113.1', 1)).toBe(true);
    expect(dedupe.firstView('203.0.113.1', 1)).toBe(false);
    expect(dedupe.firstView('203.0.113.1', 2)).toBe(true);
    expect(dedupe.firstView('203.0.113.2', 1)).toBe(true);
    t = 1001;
    expect(dedupe.firstView('203.0.113.1', 1)).toBe(true);
  });

  it('keeps at most maxReaders, forgetting the oldest', () => {
    const dedupe = createReaderDedupe({ windowMs: 60_000, maxReaders: 2, now: () => 0 });
    for (const a of ['a', 'b', 'c']) expect(dedupe.firstView(a, 1)).toBe(true);
    expect(dedupe.firstView('a', 1)).toBe(true);
    expect(dedupe.firstView('c', 1)).toBe(false);
  });
});
