import { describe, expect, it } from 'vitest';
import { checkChartData } from './chart-data-check';
import { storedChartData } from './stored-chart-data';

const candle = { o: 1, h: 2, l: 0, c: 1 };

describe('storedChartData', () => {
  it('leaves data that passes the checks as it was', () => {
    const data = {
      labels: ['a', 'b'],
      datasets: [
        { label: 'x', data: [1, null], type: 'bar' as const, stacked: true, yAxisID: 'y1' as const },
        { label: 'y', data: [candle, null] },
      ],
    };
    expect(storedChartData(JSON.parse(JSON.stringify(data)))).toEqual(data);
  });

  it('makes any stored value fit the spec, turning misfits into gaps and inventing no number', () => {
    const repaired = storedChartData({
      labels: ['a', 2, { no: 1 }],
      datasets: [{ label: 'x', data: [candle, 1, 'NaN'] }, { data: [3] }, 'junk'],
    });
    expect(repaired).toEqual({
      labels: ['a', '2', ''],
      datasets: [
        { label: 'x', data: [candle, null, null] },
        { label: 'Series 2', data: [3, null, null] },
        { label: 'Series 3', data: [null, null, null] },
      ],
    });
    expect(checkChartData(repaired)).toBeNull();
    expect(storedChartData(null)).toEqual({ labels: [], datasets: [] });
  });
});
