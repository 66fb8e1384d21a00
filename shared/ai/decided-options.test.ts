import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART_OPTIONS } from '../spec/chart-spec';
import { withDecidedOptions } from './decided-options';

const decided = { scatter: { groups: ['Europe', 'Asia'], logX: true }, notes: '3 countries are left out.' };
const labels = ['France', 'Japan'];

describe('withDecidedOptions', () => {
  it('gives a new scatter plot the fetch’s groups, and nothing else of the answer', () => {
    const options = { ...DEFAULT_CHART_OPTIONS, scatter: { groups: ['stale'] } };
    expect(withDecidedOptions('scatter', options, decided, labels, true).scatter).toEqual({ groups: ['Europe', 'Asia'] });
    expect(withDecidedOptions('scatter', DEFAULT_CHART_OPTIONS, decided, labels, true).scatter).toEqual({ groups: ['Europe', 'Asia'] });
  });

  it('leaves a new scatter plot ungrouped when its request’s options.scatter leaves groups out', () => {
    const ungrouped = { ...DEFAULT_CHART_OPTIONS, scatter: { logX: true } };
    expect(withDecidedOptions('scatter', ungrouped, decided, labels, true)).toBe(ungrouped);
  });

  it('keeps a saved chart’s groups in step, drops named points gone, and leaves a chart without groups or of another kind alone', () => {
    const saved = { ...DEFAULT_CHART_OPTIONS, scatter: { groups: ['Europe'], labelled: ['France', 'Chad'], trend: true } };
    expect(withDecidedOptions('scatter', saved, decided, labels, false).scatter).toEqual({ groups: ['Europe', 'Asia'], labelled: ['France'], trend: true });
    const plain = { ...DEFAULT_CHART_OPTIONS, scatter: { trend: true } };
    expect(withDecidedOptions('scatter', plain, decided, labels, false)).toBe(plain);
    expect(withDecidedOptions('table', saved, decided, labels, true)).toBe(saved);
    expect(withDecidedOptions('scatter', saved, undefined, labels, false)).toBe(saved);
  });
});
