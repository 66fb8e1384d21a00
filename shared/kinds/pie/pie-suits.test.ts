import { describe, expect, it } from 'vitest';
import { pieSuits } from './pie-suits';

const many = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i));

describe('pieSuits', () => {
  it('offers a pie for categories and for up to 12 dates, not for a longer series over time', () => {
    expect(pieSuits(many(12, (i) => `Item ${i}`))).toBe(true);
    expect(pieSuits(many(40, (i) => `Item ${i}`))).toBe(true);
    expect(pieSuits(many(12, (i) => `2024-${String(i + 1).padStart(2, '0')}-01`))).toBe(true);
    expect(pieSuits(many(13, (i) => String(2000 + i)))).toBe(false);
    expect(pieSuits([])).toBe(true);
  });
});
