import { describe, expect, it } from 'vitest';
import { choiceName, choiceOf, fromChoice, typeChoices } from './chart-type-choice';

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
