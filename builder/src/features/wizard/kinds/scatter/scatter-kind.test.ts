import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART_OPTIONS, type ChartData } from '@shared/spec/chart-spec';
import { kindByChoice, kindOf, KINDS_OF_CORE } from '../registry';
import { SCATTER_KIND } from './scatter-kind';

const data = (...columns: number[][]): ChartData => ({
  labels: columns[0]!.map((_, i) => `P${i + 1}`),
  datasets: columns.map((values, i) => ({ label: ['Income', 'Life', 'People'][i]!, data: values })),
});
const options = { ...DEFAULT_CHART_OPTIONS };

describe('the scatter kind', () => {
  it('is the wizard’s kind for scatter plots, offered for tables and not for a ticker’s prices', () => {
    expect(KINDS_OF_CORE.scatter).toEqual([SCATTER_KIND]);
    expect(kindByChoice('scatter')).toBe(SCATTER_KIND);
    expect(kindOf('scatter', false)).toBe(SCATTER_KIND);
    expect(['csv', 'url', 'query', 'ticker'].map((s) => SCATTER_KIND.offeredFor(s as 'csv'))).toEqual([true, true, true, false]);
    expect([SCATTER_KIND.valueAxis, SCATTER_KIND.annotations, SCATTER_KIND.colours, SCATTER_KIND.stacks]).toEqual([false, false, null, false]);
  });

  it('needs two numeric columns', () => {
    expect(SCATTER_KIND.notOffered!(['A', 'B'], 1)).toBe('Needs two numeric columns: x and y');
    expect(SCATTER_KIND.notOffered!(['A', 'B'], 2)).toBeNull();
  });

  it('waits to be saved, in the API’s words, for what it cannot draw', () => {
    expect(SCATTER_KIND.saveProblem!(data([1, 2], [3, 4], [5, 6]), options)).toBeNull();
    expect(SCATTER_KIND.saveProblem!(data([1, 2]), options)).toMatch(/needs two numeric columns, x and y .*this one has 1/);
    expect(SCATTER_KIND.saveProblem!(data([1, 2], [3, 4], [5, -6]), options)).toMatch(/cannot be negative: “People” is below zero at “P2”/);
    expect(SCATTER_KIND.saveProblem!(data([0, 2], [3, 4]), { ...options, scatter: { logX: true } })).toMatch(/“Income” is zero or less at “P1”/);
    expect(SCATTER_KIND.saveProblem!(data([1, 2], [3, 4]), { ...options, scatter: { labelled: ['P9'] } })).toMatch(/“P9”, which is not a point/);
    expect(SCATTER_KIND.saveProblem!(data([1, 2], [3, 4]), { ...options, scatter: { groups: ['a'.repeat(101), 'b'] } })).toMatch(/at most 100 characters/);
  });

  it('summarises its Layout section from its options', () => {
    expect(SCATTER_KIND.layoutSummary!({}, null)).toBe('Linear axes');
    expect(SCATTER_KIND.layoutSummary!({ scatter: { logX: true, trend: true, labelled: ['P1'], groups: ['a', 'b', 'a'] } }, null)).toBe(
      'Log x, Trend line, 1 named, 2 groups',
    );
  });
});
