import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';

describe('formatNumber', () => {
  it('groups thousands and keeps sensible decimals', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,568');
    expect(formatNumber(12.3456)).toBe('12.35');
    expect(formatNumber(0.000123456)).toBe('0.0001');
    expect(formatNumber(-5)).toBe('-5');
    expect(formatNumber(null)).toBe('–');
    expect(formatNumber(Number.NaN)).toBe('–');
  });

  it('is compact on axes', () => {
    expect(formatNumber(2_500_000_000, true)).toBe('2.5B');
    expect(formatNumber(1_200_000, true)).toBe('1.2M');
    expect(formatNumber(45_000, true)).toBe('45K');
    expect(formatNumber(1500, true)).toBe('1,500');
    expect(formatNumber(12.5, true)).toBe('13');
    expect(formatNumber(0.25, true)).toBe('0.25');
  });
});
