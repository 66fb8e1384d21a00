import { describe, expect, it } from 'vitest';
import { cellBar, columnRange, heatCell } from './cell-scale';

describe('cell scales', () => {
  it('measure bars from zero and heat from the lowest value to the highest', () => {
    const range = columnRange([-5, null, 15, 'x', Infinity])!;
    expect(range).toEqual({ min: -5, max: 15 });
    expect(cellBar(15, range)).toEqual({ from: 0.25, width: 0.75 });
    expect(cellBar(-5, range)).toEqual({ from: 0, width: 0.25 });
    expect(heatCell(15, range, '#ffffff', '#0000ff').fill).not.toBe(heatCell(-5, range, '#ffffff', '#0000ff').fill);
  });

  it('stay within their cell for spans past the largest double', () => {
    const range = { min: -1.7e308, max: 1.7e308 };
    const bar = cellBar(1.7e308, range);
    expect(bar.from).toBeCloseTo(0.5);
    expect(bar.width).toBeCloseTo(0.5);
    expect(heatCell(0, range, '#ffffff', '#0000ff').fill).toMatch(/^#[0-9a-f]{6}$|^rgb/);
  });
});
