import { describe, expect, it } from 'vitest';
import { clipRing } from './clip-ring';

describe('clipRing', () => {
  it('keeps a ring inside the box as it is', () => {
    expect(clipRing([1, 1, 5, 1, 5, 5], 0, 0, 10, 10)).toEqual([1, 1, 5, 1, 5, 5]);
  });

  it('cuts a ring that crosses an edge at the edge', () => {
    expect(clipRing([-5, 2, 5, 2, 5, 8, -5, 8], 0, 0, 10, 10)).toEqual([0, 2, 5, 2, 5, 8, 0, 8]);
  });

  it('leaves nothing of a ring outside the box', () => {
    expect(clipRing([20, 20, 30, 20, 30, 30], 0, 0, 10, 10)).toEqual([]);
  });
});
