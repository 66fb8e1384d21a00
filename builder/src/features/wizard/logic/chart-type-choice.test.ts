import { describe, expect, it } from 'vitest';
import { choiceName, choiceOf, fromChoice, notOffered, typeChoices } from './chart-type-choice';

describe('the chart type list', () => {
  it('offers horizontal bars beside bars, except for a ticker’s prices', () => {
    expect(typeChoices(['line', 'bar', 'area', 'pie'])).toEqual(['line', 'bar', 'horizontal-bar', 'area', 'pie']);
    expect(typeChoices(['line', 'bar', 'area', 'candlestick'])).toEqual(['line', 'bar', 'area', 'candlestick']);
  });

  it('maps Horizontal bar to bar charts with options.horizontal, and back', () => {
    expect(fromChoice('horizontal-bar')).toEqual({ chartType: 'bar', horizontal: true });
    expect(fromChoice('pie')).toEqual({ chartType: 'pie', horizontal: false });
    expect(choiceOf('bar', true)).toBe('horizontal-bar');
    expect(choiceOf('line', true)).toBe('line');
    expect([choiceName('horizontal-bar'), choiceName('area')]).toEqual(['Horizontal bar', 'Area']);
  });
});

describe('types not offered', () => {
  const months = (n: number) => Array.from({ length: n }, (_, i) => `${2023 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);

  it('keeps pie from a series over time of more than 12 dates, and says why', () => {
    expect(notOffered('pie', months(24))).toBe('Not for more than 12 dates');
    expect(notOffered('line', months(24))).toBeNull();
  });

  it('offers pie for categories and for a year of months', () => {
    expect(notOffered('pie', months(12))).toBeNull();
    expect(
      notOffered(
        'pie',
        Array.from({ length: 30 }, (_, i) => `Store ${i}`),
      ),
    ).toBeNull();
  });
});
