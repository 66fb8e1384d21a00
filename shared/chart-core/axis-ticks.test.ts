import { describe, expect, it } from 'vitest';
import { dateGrain, formatDateTicks, formatFullDate, formatPlainTick, formatTick, stepDecimals } from './axis-ticks';
import { NICE_STEPS } from './nice-ticks';

const utc = (...parts: [number, number, number, number?, number?]) => Date.UTC(...parts) / 1000;

describe('nice steps', () => {
  it('are 1, 2 and 5 times powers of ten, ascending, with no 2.5', () => {
    expect(NICE_STEPS.slice(27, 33)).toEqual([1, 2, 5, 10, 20, 50]);
    expect(NICE_STEPS).not.toContain(2.5);
    expect([...NICE_STEPS].sort((a, b) => a - b)).toEqual(NICE_STEPS);
    expect(NICE_STEPS[0]).toBe(1e-9);
  });

  it('know how many decimals their multiples need', () => {
    expect([5, 1, 0.5, 0.2, 0.05, 0.001].map(stepDecimals)).toEqual([0, 0, 1, 1, 2, 3]);
  });
});

describe('formatTick', () => {
  it('writes every tick of a step exactly and evenly', () => {
    expect([198, 200, 202, 204].map((v) => formatTick(v, 2))).toEqual(['198', '200', '202', '204']);
    expect([202.5, 205].map((v) => formatTick(v, 0.5))).toEqual(['202.5', '205.0']);
    expect([0.1, 0.15, 0.2].map((v) => formatTick(v, 0.05))).toEqual(['0.10', '0.15', '0.20']);
  });

  it('groups thousands, and goes compact only where compact stays exact', () => {
    expect(formatTick(1500, 500)).toBe('1,500');
    expect(formatTick(45_000, 5000)).toBe('45K');
    expect(formatTick(12_500, 500)).toBe('12.5K');
    expect(formatTick(10_010, 10)).toBe('10,010');
    expect(formatTick(1_200_000, 100_000)).toBe('1.2M');
    expect(formatTick(2_500_000_000, 500_000_000)).toBe('2.5B');
    expect(formatTick(-20_000, 10_000)).toBe('-20K');
    expect(formatTick(1_500_000_000_000, 500_000_000_000)).toBe('1.5T');
    expect(formatTick(1_200_000_000_000, 100_000_000_000)).toBe('1.2T');
  });
});

describe("ticks in the reader's locale", () => {
  it('use its separators, keep compact labels exact and never group plain numbers', () => {
    expect([0, 1000, 2000].map((v) => formatTick(v, 1000, 'de-DE'))).toEqual(['0', '1.000', '2.000']);
    expect(formatTick(1234.5, 0.5, 'de-DE')).toBe('1.234,5');
    expect(formatTick(12_500, 500, 'de-DE')).toBe('12,5K');
    expect(formatTick(1_000_000_000_000, 1e12)).toBe('1T');
    expect(formatTick(2_500_000_000_000, 500_000_000_000, 'de-DE')).toBe('2,5T');
    expect(formatPlainTick(2010, 1, 'de-DE')).toBe('2010');
    expect(formatPlainTick(1.5, 0.5, 'de-DE')).toBe('1,5');
  });

  it("write dates the locale's way, on a 24-hour clock", () => {
    expect(formatDateTicks([utc(2024, 9, 1), utc(2024, 10, 1), utc(2025, 0, 1)], 'month', 'de-DE')).toEqual(['Okt. 2024', 'Nov', '2025']);
    expect(formatDateTicks([utc(2024, 6, 6)], 'day', 'de-DE')).toEqual(['6. Juli']);
    expect(formatDateTicks([utc(2024, 0, 5, 22), utc(2024, 0, 5, 23)], 'time', 'en-GB')).toEqual(['5 Jan 22:00', '23:00']);
    expect(formatFullDate(utc(2024, 0, 5, 14, 30), 'de-DE')).toBe('5. Jan. 2024 14:30');
  });
});

describe('formatPlainTick', () => {
  it('writes years as years', () => {
    expect([2010, 2012, 2020].map((v) => formatPlainTick(v, 2))).toEqual(['2010', '2012', '2020']);
    expect(formatPlainTick(1.5, 0.5)).toBe('1.5');
  });
});

describe('date ticks', () => {
  it('choose their grain from the step between ticks', () => {
    expect([3600, 86_400, 7 * 86_400, 31 * 86_400, 365 * 86_400].map(dateGrain)).toEqual(['time', 'day', 'day', 'month', 'year']);
  });

  it('say months, with the year first and at each new year', () => {
    const ticks = [utc(2024, 9, 1), utc(2024, 10, 1), utc(2024, 11, 1), utc(2025, 0, 1), utc(2025, 1, 1)];
    expect(formatDateTicks(ticks, 'month')).toEqual(['Oct 2024', 'Nov', 'Dec', '2025', 'Feb']);
  });

  it('say days, years and times in one format each', () => {
    expect(formatDateTicks([utc(2024, 6, 6), utc(2024, 6, 13)], 'day')).toEqual(['Jul 6', 'Jul 13']);
    expect(formatDateTicks([utc(2010, 0, 1), utc(2012, 0, 1)], 'year')).toEqual(['2010', '2012']);
    expect(formatDateTicks([NaN, utc(2012, 0, 1)], 'year')).toEqual(['', '2012']);
    expect(formatDateTicks([utc(2024, 0, 5, 22), utc(2024, 0, 5, 23), utc(2024, 0, 6, 0)], 'time')).toEqual(['Jan 5 22:00', '23:00', 'Jan 6 00:00']);
  });

  it('write a date in full for tooltips', () => {
    expect(formatFullDate(utc(2024, 0, 5))).toBe('Jan 5, 2024');
    expect(formatFullDate(utc(2024, 0, 5, 14, 30))).toBe('Jan 5, 2024 14:30');
  });
});
