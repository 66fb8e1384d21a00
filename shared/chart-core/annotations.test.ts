import { describe, expect, it } from 'vitest';
import { annotationsOf, hasAnnotations } from './annotations';

describe('annotationsOf', () => {
  const labels = ['2024-01-01', '2024-02-01', '2024-03-01', '2024-04-01'];

  it('finds highlighted ranges by their labels, in order', () => {
    const { bands } = annotationsOf({ highlights: [{ from: '2024-03-01', to: '2024-02-01', label: 'Strike' }] }, labels);
    expect(bands).toEqual([{ first: 1, last: 2, label: 'Strike' }]);
  });

  it('leaves out a range whose labels the data does not hold', () => {
    expect(annotationsOf({ highlights: [{ from: '2023-01-01', to: '2024-02-01' }] }, labels).bands).toEqual([]);
  });

  it('keeps reference lines with a number, labelled or not', () => {
    const { lines } = annotationsOf({ referenceLines: [{ value: 2, label: 'Target' }, { value: 5 }, { value: Number.NaN }] }, labels);
    expect(lines).toEqual([
      { value: 2, label: 'Target' },
      { value: 5, label: '' },
    ]);
  });

  it('tells whether there is anything to draw', () => {
    expect(hasAnnotations({})).toBe(false);
    expect(hasAnnotations({ referenceLines: [] })).toBe(false);
    expect(hasAnnotations({ highlights: [{ from: 'a', to: 'b' }] })).toBe(true);
  });
});
