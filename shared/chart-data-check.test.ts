import { describe, expect, it } from 'vitest';
import { checkChartData } from './chart-data-check';

describe('checkChartData', () => {
  it('accepts numbers, gaps and candles of the right length', () => {
    expect(checkChartData({ labels: ['a', 'b'], datasets: [{ label: 'x', data: [1, null] }, { label: 'y', data: [{ o: 1, h: 2, l: 0, c: 1 }, null] }] })).toBeNull();
  });

  it('says which dataset is wrong, and why', () => {
    expect(checkChartData({ labels: ['a', 'b'], datasets: [] })).toBe('data.datasets must have at least one dataset');
    expect(checkChartData({ labels: ['a', 'b'], datasets: [{ label: 'x', data: [1] }] })).toBe('data.datasets[0] has 1 values for 2 labels');
    expect(checkChartData({ labels: ['a'], datasets: [{ label: 'x', data: [1] }, { label: 'y', data: ['2' as never] }] })).toBe(
      'data.datasets[1] must hold numbers, nulls or {o, h, l, c} candles',
    );
    expect(checkChartData({ labels: ['a'], datasets: [{ label: 'x', data: [{ o: 1, h: 2 } as never] }] })).toMatch(/candles/);
  });

  it('refuses more than 100,000 points', () => {
    const labels = Array.from({ length: 50_001 }, String);
    const data = labels.map(() => 1);
    expect(checkChartData({ labels, datasets: [{ label: 'x', data }, { label: 'y', data }] })).toBe(
      'A chart may have at most 100,000 points; this one has 100,002',
    );
  });
});
