import { describe, expect, it } from 'vitest';
import { canStack, isStacked, withStacking } from './stacking';

const data = {
  labels: ['Q1'],
  datasets: [
    { label: 'A', data: [1] },
    { label: 'B', data: [2], type: 'bar' as const },
  ],
};

describe('stacking', () => {
  it('is offered for bars and areas of more than one series', () => {
    expect(canStack('bar', data)).toBe(true);
    expect(canStack('area', data)).toBe(true);
    expect(canStack('line', data)).toBe(false);
    expect(canStack('bar', { ...data, datasets: data.datasets.slice(0, 1) })).toBe(false);
  });

  it('marks every dataset or none, keeping what else they hold', () => {
    const stacked = withStacking(data, true);
    expect(stacked.datasets).toEqual([
      { label: 'A', data: [1], stacked: true },
      { label: 'B', data: [2], type: 'bar', stacked: true },
    ]);
    expect(isStacked(stacked)).toBe(true);
    expect(withStacking(stacked, false)).toEqual(data);
    expect(isStacked(data)).toBe(false);
    expect(isStacked(null)).toBe(false);
  });
});
