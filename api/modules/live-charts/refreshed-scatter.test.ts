import { describe, expect, it } from 'vitest';
import type { ChartData } from '@shared/spec/chart-spec';
import { refreshedScatter } from './refreshed-scatter';

const points = (labels: string[]): ChartData => ({ labels, datasets: [{ label: 'x', data: labels.map(() => 1) }] });

describe('refreshedScatter', () => {
  it('keeps each point’s group by its label and drops the names of points gone', () => {
    const scatter = { trend: true, groups: ['N', 'S', 'S'], labelled: ['a', 'c'] };
    expect(refreshedScatter(scatter, points(['a', 'b', 'c']), points(['b', 'a']))).toEqual({ trend: true, groups: ['S', 'N'], labelled: ['a'] });
  });

  it('leaves options without groups or gone names as they are', () => {
    const scatter = { logX: true, labelled: ['a'] };
    expect(refreshedScatter(scatter, points(['a']), points(['a', 'b']))).toBe(scatter);
    expect(refreshedScatter(undefined, points(['a']), points(['b']))).toBeUndefined();
  });

  it('refuses new points it has no group for, naming them', () => {
    expect(() => refreshedScatter({ groups: ['N'] }, points(['a']), points(['a', 'z']))).toThrow(
      /^The source has points this scatter plot has no group for: “z”/,
    );
  });
});
