import { describe, expect, it } from 'vitest';
import { annotationDetail, axisDetail, layoutDetail, problemsOf } from './section-details';

const stacked = {
  labels: ['Q1'],
  datasets: [
    { label: 'A', data: [1], stacked: true },
    { label: 'B', data: [2], stacked: true },
  ],
};

describe('the sections’ summaries', () => {
  it('say what is set, and nothing when nothing is', () => {
    expect(axisDetail({})).toBeNull();
    expect(axisDetail({ startAtZero: true })).toBe('From zero');
    expect(axisDetail({ yMin: 0, yMax: 1500 })).toBe('0 to 1,500');
    expect(axisDetail({ yMax: 10 })).toBe('Auto to 10');
    expect(annotationDetail({})).toBeNull();
    expect(
      annotationDetail({
        referenceLines: [{ value: 1 }],
        highlights: [
          { from: 'a', to: 'b' },
          { from: 'c', to: 'd' },
        ],
      }),
    ).toBe('1 line, 2 ranges');
    expect(layoutDetail('bar', { horizontal: true }, stacked)).toBe('Horizontal, Stacked');
    expect(layoutDetail('line', { horizontal: true }, stacked)).toBeNull();
  });

  it('count the problems of a section’s fields', () => {
    const problems = { yMin: 'x', 'referenceLines.0': 'x', 'referenceLines.3': 'x', 'seriesColors.1': 'x' };
    expect(problemsOf(problems, 'yMin', 'yMax')).toBe(1);
    expect(problemsOf(problems, 'referenceLines.')).toBe(2);
    expect(problemsOf({}, 'seriesColors.')).toBe(0);
  });
});
