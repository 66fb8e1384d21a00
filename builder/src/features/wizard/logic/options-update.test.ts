import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART_OPTIONS } from '@shared/spec/chart-spec';
import { optionsUpdate, sameValue } from './options-update';

describe('the options an update sends', () => {
  it('are none while they are the saved ones, whatever order the stored keys come back in', () => {
    const saved = { ...DEFAULT_CHART_OPTIONS, numberFormat: { suffix: '%', prefix: '$' }, referenceLines: [{ label: 'Goal', value: 1 }] };
    const current = { ...DEFAULT_CHART_OPTIONS, numberFormat: { prefix: '$', suffix: '%' }, referenceLines: [{ value: 1, label: 'Goal' }] };
    expect(optionsUpdate(saved, current)).toBeNull();
  });

  it('are all of them, with null for each option taken off, so the API removes it rather than keeping it', () => {
    const saved = { ...DEFAULT_CHART_OPTIONS, yMin: 0, description: 'Old', byline: 'Jane' };
    const current = { ...DEFAULT_CHART_OPTIONS, byline: 'Jane Doe' };
    expect(optionsUpdate(saved, current)).toEqual({ ...current, yMin: null, description: null });
  });

  it('compares as JSON does', () => {
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: [1] }, { a: { 0: 1 } })).toBe(false);
    expect(sameValue(null, {})).toBe(false);
  });
});
