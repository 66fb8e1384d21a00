import { describe, expect, it } from 'vitest';
import { rowWindow, scrollToRow } from './virtual-window';

describe('the rows drawn of a long table', () => {
  it('draws the view and a few rows either side, with spacers for the rest', () => {
    expect(rowWindow(10_000, 0, 360, 36, 5)).toEqual({ start: 0, end: 15, before: 0, after: 9_985 * 36 });
    expect(rowWindow(10_000, 36 * 5000, 360, 36, 5)).toEqual({ start: 4995, end: 5015, before: 4995 * 36, after: 4985 * 36 });
    expect(rowWindow(10_000, 36 * 20_000, 360, 36, 5)).toMatchObject({ start: 9995, end: 10_000, after: 0 });
    expect(rowWindow(3, 0, 360, 36, 5)).toEqual({ start: 0, end: 3, before: 0, after: 0 });
  });

  it('scrolls just enough to show a row', () => {
    expect(scrollToRow(50, 0, 360, 36)).toBe(51 * 36 - 360);
    expect(scrollToRow(2, 360, 360, 36)).toBe(72);
    expect(scrollToRow(12, 360, 360, 36)).toBe(360);
  });
});
