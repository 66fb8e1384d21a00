import { describe, expect, it } from 'vitest';
import { dotRadius, largestRadius } from './point-size';

describe('scatter point sizes', () => {
  it('shrinks plain points as they crowd', () => {
    expect([10, 1000, 10_000].map(dotRadius)).toEqual([4, 3, 2]);
  });

  it('scales the largest bubble with the plot, within 6..40 px', () => {
    expect(largestRadius(600, 240)).toBe(20);
    expect(largestRadius(40, 40)).toBe(6);
    expect(largestRadius(2000, 1200)).toBe(40);
  });
});
