import { describe, expect, it } from 'vitest';
import { CHART_KINDS as CORE_KINDS } from '@shared/kinds/registry';
import { CHART_TYPES } from '@shared/spec/chart-spec';
import { CHART_KINDS, KINDS_OF_CORE, kindByChoice, kindOf, offeredKinds } from './registry';

describe('the chart kinds', () => {
  it('has a kind for every chart type, each named once in the list', () => {
    for (const type of CHART_TYPES) expect(kindOf(type, false).chartType).toBe(type);
    expect(new Set(CHART_KINDS.map((kind) => kind.choice)).size).toBe(CHART_KINDS.length);
  });

  it('gives every core kind its controls, each kind under the core kind it names', () => {
    expect(Object.keys(KINDS_OF_CORE).sort()).toEqual(CORE_KINDS.map((kind) => kind.id).sort());
    for (const [id, kinds] of Object.entries(KINDS_OF_CORE)) for (const kind of kinds) expect(kind.core).toBe(id);
    expect(new Set(Object.values(KINDS_OF_CORE).flat())).toEqual(new Set(CHART_KINDS));
  });

  it('draws each kind as the core kind of the chart type it saves', () => {
    for (const kind of CHART_KINDS) {
      const core = CORE_KINDS.find((c) => c.id === kind.core)!;
      expect(core.chartTypes).toContain(kind.chartType);
    }
  });

  it('offers horizontal bars beside bars, except for a ticker’s prices', () => {
    expect(offeredKinds('csv').map((kind) => kind.choice)).toEqual(['line', 'bar', 'hbar', 'area', 'pie', 'map', 'scatter', 'table']);
    expect(offeredKinds('query').map((kind) => kind.choice)).toEqual(['line', 'bar', 'hbar', 'area', 'pie', 'map', 'scatter', 'table']);
    expect(offeredKinds('url').map((kind) => kind.choice)).toContain('map');
    expect(offeredKinds('ticker').map((kind) => kind.choice)).toEqual(['line', 'bar', 'area', 'candlestick']);
  });

  it('maps Horizontal bar to bar charts with options.horizontal, and back', () => {
    expect(kindByChoice('hbar')).toMatchObject({ chartType: 'bar', horizontal: true });
    expect(kindByChoice('pie')).toMatchObject({ chartType: 'pie', horizontal: false });
    expect(kindOf('bar', true).choice).toBe('hbar');
    expect(kindOf('line', true).choice).toBe('line');
    expect([kindByChoice('hbar')!.label, kindByChoice('area')!.label]).toEqual(['Horizontal bar', 'Area']);
  });
});

describe('kinds not offered', () => {
  const months = (n: number) => Array.from({ length: n }, (_, i) => `${2023 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
  const notOffered = (choice: string, labels: string[]) => kindByChoice(choice)!.notOffered?.(labels, 1) ?? null;

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
