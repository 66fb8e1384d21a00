import { describe, expect, it } from 'vitest';
import { exampleValue, formatWith, percentLooksWrong, valueRange } from './number-example';

describe('the number format’s example', () => {
  it('writes a value with prefix, suffix, decimals, percent and compact', () => {
    expect(formatWith(1234.5, { prefix: '$', decimals: 2 })).toBe('$1,234.50');
    expect(formatWith(1234.5), 'rounded as tooltips round').toBe('1,235');
    expect(formatWith(-5, { prefix: '$' })).toBe('-$5');
    expect(formatWith(0.256, { percent: true })).toBe('25.6%');
    expect(formatWith(0.256, { percent: true, decimals: 0 })).toBe('26%');
    expect(formatWith(1_234_567, { compact: true, suffix: ' kg' })).toBe('1.2M kg');
    expect(formatWith(1234, { compact: true }), 'below 10,000 stays whole').toBe('1,234');
    expect(formatWith(-0.001, { decimals: 0 }), 'no minus on a zero').toBe('0');
  });

  it('shows a share for percent and a large number for compact', () => {
    expect(formatWith(exampleValue({ prefix: '$', decimals: 2 }), { prefix: '$', decimals: 2 })).toBe('$1,234.50');
    expect(exampleValue({ percent: true })).toBe(0.256);
    expect(exampleValue({ compact: true })).toBe(1_234_567);
  });
});

describe('the data’s values', () => {
  it('run from the smallest to the largest, candles by low and high, gaps skipped', () => {
    expect(
      valueRange({
        labels: ['a', 'b'],
        datasets: [
          { label: 'x', data: [3, null] },
          { label: 'y', data: [-2, 24] },
        ],
      }),
    ).toEqual({ min: -2, max: 24 });
    expect(valueRange({ labels: ['a'], datasets: [{ label: 'x', data: [{ o: 2, h: 5, l: 1, c: 3 }] }] })).toEqual({ min: 1, max: 5 });
    expect(valueRange({ labels: [], datasets: [{ label: 'x', data: [] }] })).toBeNull();
    expect(valueRange(null)).toBeNull();
  });

  it('look wrong in percent once they go beyond 1.5', () => {
    expect(percentLooksWrong({ percent: true }, { min: 0, max: 24 })).toBe(true);
    expect(percentLooksWrong({ percent: true }, { min: -3, max: 0.5 })).toBe(true);
    expect(percentLooksWrong({ percent: true }, { min: 0, max: 1.2 })).toBe(false);
    expect(percentLooksWrong({ suffix: '%' }, { min: 0, max: 24 })).toBe(false);
    expect(percentLooksWrong({ percent: true }, null)).toBe(false);
  });
});
