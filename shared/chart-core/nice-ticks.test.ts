import { describe, expect, it } from 'vitest';
import { niceTicks, paddedRange } from './nice-ticks';

describe('paddedRange', () => {
  it('pads a tenth of the span each side and rounds outwards', () => {
    expect(paddedRange(181.9, 185.6)).toEqual([181.5, 186]);
    expect(paddedRange(-20, 160)).toEqual([-40, 180]);
  });

  it('keeps zero as the floor of data that never goes below it', () => {
    expect(paddedRange(0, 100)).toEqual([0, 110]);
    expect(paddedRange(-100, 0)).toEqual([-110, 0]);
  });

  it('gives a flat series room around its value, and zeros or no data 0 to 1', () => {
    expect(paddedRange(5, 5)).toEqual([0, 10]);
    expect(paddedRange(-5, -5)).toEqual([-10, 0]);
    expect(paddedRange(0, 0)).toEqual([0, 1]);
    expect(paddedRange(Infinity, -Infinity)).toEqual([0, 1]);
  });
});

describe('niceTicks', () => {
  it('takes the smallest 1, 2 or 5 step that leaves the space asked for', () => {
    expect(niceTicks(0, 110, 300, 30)).toEqual({ step: 20, values: [0, 20, 40, 60, 80, 100] });
    expect(niceTicks(0, 110, 600, 30)).toEqual({ step: 10, values: [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110] });
  });

  it('writes decimal steps without binary noise', () => {
    expect(niceTicks(0.1, 0.75, 200, 30).values).toEqual([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]);
  });

  it('stays bounded on ranges past the nice steps or at the edge of double precision', () => {
    const huge = niceTicks(0, 1e300, 400, 30);
    expect(huge.step).toBe(1e299);
    expect(huge.values.length).toBeLessThanOrEqual(11);
    expect(niceTicks(1e25, 1e25 + 1e10, 400, 30).values.length).toBeLessThanOrEqual(500);
    expect(paddedRange(-1e308, 1e308)).toEqual([-1e308, 1e308]);
  });

  it('has no ticks for an empty range or no room', () => {
    expect(niceTicks(1, 1, 300, 30).values).toEqual([]);
    expect(niceTicks(0, 1, 0, 30).values).toEqual([]);
  });
});
