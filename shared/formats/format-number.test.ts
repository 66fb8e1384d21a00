import { describe, expect, it } from 'vitest';
import { formatExact, formatNumber, formatShare } from './format-number';

describe('formatNumber', () => {
  it('groups thousands and keeps sensible decimals', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,568');
    expect(formatNumber(12.3456)).toBe('12.35');
    expect(formatNumber(0.000123456)).toBe('0.0001');
    expect(formatNumber(-5)).toBe('-5');
    expect(formatNumber(null)).toBe('–');
    expect(formatNumber(Number.NaN)).toBe('–');
  });

  it("is compact by the axes' rule: K from 10,000, then M, B and T, to a tenth of the unit", () => {
    expect(formatNumber(1_234_000_000_000, true)).toBe('1.2T');
    expect(formatNumber(2_500_000_000, true)).toBe('2.5B');
    expect(formatNumber(1_200_000, true)).toBe('1.2M');
    expect(formatNumber(45_000, true)).toBe('45K');
    expect(formatNumber(12_345, true)).toBe('12.3K');
    expect(formatNumber(10_000, true)).toBe('10K');
    expect(formatNumber(9_999, true)).toBe('9,999');
    expect(formatNumber(1500, true)).toBe('1,500');
    expect(formatNumber(12.5, true)).toBe('13');
    expect(formatNumber(0.25, true)).toBe('0.25');
  });
});

describe('in another locale', () => {
  it('uses its separators', () => {
    expect(formatNumber(1234567.891, false, 'de-DE')).toBe('1.234.568');
    expect(formatNumber(12.3456, false, 'de-DE')).toBe('12,35');
    expect(formatNumber(1_200_000, true, 'de-DE')).toBe('1,2M');
    expect(formatShare(60, 100, 'de-DE')).toBe('60\u00a0%');
    expect(formatShare(1, 3)).toBe('33%');
    expect(formatShare(0, 0)).toBe('0%');
  });
});

describe('formatExact', () => {
  it('writes every digit a value has, grouped, in the locale', () => {
    expect(formatExact(1234.5)).toBe('1,234.5');
    expect(formatExact(1234.5, 'de-DE')).toBe('1.234,5');
    expect(formatExact(0.1)).toBe('0.1');
    expect(formatExact(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(formatExact(123456789.123456)).toBe('123,456,789.123456');
    expect(formatExact(1e-7)).toBe('0.0000001');
    expect(formatExact(-2)).toBe('-2');
    expect(formatExact(null)).toBe('–');
    expect(formatExact(Number.POSITIVE_INFINITY)).toBe('–');
  });

  it('never rounds: what it writes reads back as the same number', () => {
    for (const value of [Math.PI, 1 / 3, 2 ** 53 - 1, 5e-324, 1.7976931348623157e308, 98765.4321e-12]) {
      expect(Number(formatExact(value).replace(/,/g, ''))).toBe(value);
    }
  });
});
