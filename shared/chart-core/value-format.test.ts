import { describe, expect, it } from 'vitest';
import { valueFormat } from './value-format';

describe('valueFormat', () => {
  it('keeps the usual ways without a format', () => {
    const f = valueFormat(undefined);
    expect(f.tick(45_000, 5000)).toBe('45K');
    expect(f.value(1234.567)).toBe('1,235');
    expect(f.exact(1234.567)).toBe('1,234.567');
  });

  it('writes prefix and suffix around the number, after the sign', () => {
    const f = valueFormat({ prefix: '$', suffix: ' bn' });
    expect(f.value(12.5)).toBe('$12.5 bn');
    expect(f.value(-3)).toBe('-$3 bn');
    expect(f.tick(-2, 1)).toBe('-$2 bn');
    expect(f.exact(0.1)).toBe('$0.1 bn');
  });

  it('fixes decimals in tooltips, but never rounds a tick off its step', () => {
    const f = valueFormat({ decimals: 2 });
    expect(f.value(3)).toBe('3.00');
    expect(f.tick(3, 1)).toBe('3.00');
    expect(valueFormat({ decimals: 0 }).tick(2.5, 0.5)).toBe('2.5');
  });

  it('reads shares as percentages, exactly in the table', () => {
    const f = valueFormat({ percent: true });
    expect(f.value(0.25)).toBe('25%');
    expect(f.tick(0.05, 0.05)).toBe('5%');
    expect(f.tick(0.125, 0.005)).toBe('12.5%');
    expect(f.exact(0.07)).toBe('7%');
    expect(f.exact(0.12345)).toBe('12.345%');
  });

  it('shortens large values when compact', () => {
    const f = valueFormat({ compact: true, prefix: '$' });
    expect(f.value(1_234_000)).toBe('$1.2M');
    expect(f.value(950)).toBe('$950');
    expect(f.tick(2_000_000, 500_000)).toBe('$2.0M');
    expect(f.exact(1_234_000)).toBe('$1,234,000');
  });

  it('groups thousands the reader’s way', () => {
    const f = valueFormat({ suffix: ' €', decimals: 1 }, 'de-DE');
    expect(f.value(1234.56)).toBe('1.234,6 €');
    expect(valueFormat({ percent: true }, 'de-DE').value(0.5)).toBe('50%');
  });

  it('writes a dash for a missing value', () => {
    expect(valueFormat({ prefix: '$' }).value(null)).toBe('–');
  });
});

describe('ticks of a format without decimals', () => {
  it('step by whole numbers, so counts never read 0.2', async () => {
    const { boundsOf, valueAxis } = await import('./value-axis');
    const bounds = boundsOf({ numberFormat: { decimals: 0 } });
    const axis = valueAxis([0, 2], 300, 'en-US', bounds, valueFormat({ decimals: 0 }).tick);
    expect(axis.ticks.map((t) => t.text)).toEqual(['0', '1', '2']);
    expect(valueAxis([0, 2], 300).ticks.length).toBeGreaterThan(3);
    const shares = valueAxis(
      [0, 0.03],
      300,
      'en-US',
      boundsOf({ numberFormat: { percent: true, decimals: 0 } }),
      valueFormat({ percent: true, decimals: 0 }).tick,
    );
    expect(shares.ticks.map((t) => t.text)).toEqual(['0%', '1%', '2%', '3%']);
  });
});
