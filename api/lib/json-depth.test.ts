import { describe, expect, it } from 'vitest';
import { exceedsJsonDepth } from './json-depth';

describe('exceedsJsonDepth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(exceedsJsonDepth('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(exceedsJsonDepth('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(exceedsJsonDepth('{"a":"[[[[[[[[[[","b":"\\"[[[["}', 1)).toBe(false);
  });

  it('refuses 100,000 brackets', () => {
    expect(exceedsJsonDepth('['.repeat(100_000) + ']'.repeat(100_000), 32)).toBe(true);
  });
});
