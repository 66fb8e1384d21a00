import { describe, expect, it } from 'vitest';
import { shortNumber } from './short-number';

describe('shortNumber', () => {
  it('uses K from 10,000, then M, B and T', () => {
    expect(shortNumber(9_999, 'en-US')).toBeUndefined();
    expect(shortNumber(10_000, 'en-US')).toBe('10K');
    expect(shortNumber(-45_000, 'en-US')).toBe('-45K');
    expect(shortNumber(1_200_000, 'en-US')).toBe('1.2M');
    expect(shortNumber(2_500_000_000, 'en-US')).toBe('2.5B');
    expect(shortNumber(1_234_000_000_000, 'en-US')).toBe('1.2T');
    expect(shortNumber(5e15, 'en-US')).toBe('5,000T');
  });

  it('without a step, rounds to a tenth of the unit', () => {
    expect(shortNumber(12_345, 'en-US')).toBe('12.3K');
    expect(shortNumber(999_999, 'en-US')).toBe('1,000K');
  });

  it('with a step, takes only a unit whose labels stay exact at that step', () => {
    expect(shortNumber(45_000, 'en-US', 5000)).toBe('45K');
    expect(shortNumber(12_500, 'en-US', 500)).toBe('12.5K');
    expect(shortNumber(10_010, 'en-US', 10)).toBeUndefined();
    expect(shortNumber(1_200_000, 'en-US', 10_000)).toBe('1,200K');
    expect(shortNumber(3e12, 'en-US', 1e12)).toBe('3T');
    expect(shortNumber(1.5e12, 'en-US', 1e11)).toBe('1.5T');
  });

  it('on an axis, takes the unit of its largest tick, with one count of decimals', () => {
    expect(shortNumber(5_000, 'en-US', 5000, 20_000)).toBe('5K');
    expect(shortNumber(0, 'en-US', 5000, 20_000)).toBe('0');
    expect(shortNumber(-5_000, 'en-US', 5000, 20_000)).toBe('-5K');
    expect(shortNumber(12_000, 'en-US', 500, 13_000)).toBe('12.0K');
    expect(shortNumber(200_000, 'en-US', 200_000, 1_600_000)).toBe('0.2M');
    expect(shortNumber(1_000_000, 'en-US', 200_000, 1_600_000)).toBe('1.0M');
    expect(shortNumber(5_000, 'en-US', 1000, 8_000)).toBeUndefined();
  });

  it("keeps its suffixes in every language, with the locale's digits", () => {
    expect(shortNumber(12_500, 'de-DE', 500)).toBe('12,5K');
    expect(shortNumber(1_200_000, 'de-DE')).toBe('1,2M');
    expect(shortNumber(2e12, 'ja-JP')).toBe('2T');
  });
});
