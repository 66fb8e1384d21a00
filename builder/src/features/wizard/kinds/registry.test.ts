import { describe, expect, it } from 'vitest';
import { CHART_TYPES } from '@shared/spec/chart-spec';
import { CHART_KINDS, kindByChoice, kindOf, offeredKinds } from './registry';

describe('the chart kinds', () => {
  it('has a kind for every chart type, each named once in the list', () => {
    for (const type of CHART_TYPES) expect(kindOf(type, false).chartType).toBe(type);
    expect(new Set(CHART_KINDS.map((kind) => kind.choice)).size).toBe(CHART_KINDS.length);
  });

  it('offers horizontal bars beside bars, except for a ticker’s prices', () => {
    expect(offeredKinds('csv').map((kind) => kind.choice)).toEqual(['line', 'bar', 'horizontal-bar', 'area', 'pie']);
    expect(offeredKinds('query').map((kind) => kind.choice)).toEqual(['line', 'bar', 'horizontal-bar', 'area', 'pie']);
    expect(offeredKinds('ticker').map((kind) => kind.choice)).toEqual(['line', 'bar', 'area', 'candlestick']);
  });

  it('maps Horizontal bar to bar charts with options.horizontal, and back', () => {
    expect(kindByChoice('horizontal-bar')).toMatchObject({ chartType: 'bar', horizontal: true });
    expect(kindByChoice('pie')).toMatchObject({ chartType: 'pie', horizontal: false });
    expect(kindOf('bar', true).choice).toBe('horizontal-bar');
    expect(kindOf('line', true).choice).toBe('line');
    expect([kindByChoice('horizontal-bar')!.label, kindByChoice('area')!.label]).toEqual(['Horizontal bar', 'Area']);
  });
});

describe('kinds not offered', () => {
  const months = (n: number) => Array.from({ length: n }, (_, i) => `${2023 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
  const notOffered = (choice: string, labels: string[]) => kindByChoice(choice)!.notOffered?.(labels) ?? null;

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
