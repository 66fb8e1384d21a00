import { describe, expect, it } from 'vitest';
import type { ChartSpec } from '../spec/chart-spec';
import { layoutSeries } from './series-layout';

const labels = ['a', 'b', 'c'];

describe('layoutSeries', () => {
  it('gives each unstacked bar series its own slot', () => {
    const layout = layoutSeries({
      chartType: 'bar',
      data: {
        labels,
        datasets: [
          { label: 'x', data: [1, 2, 3] },
          { label: 'y', data: [3, 2, 1] },
        ],
      },
    });
    expect(layout.series.map((s) => [s.kind, s.barSlot])).toEqual([
      ['bar', 0],
      ['bar', 1],
    ]);
    expect(layout.barSlots).toBe(2);
  });

  it('stacks stacked series into one slot with running totals, negatives apart', () => {
    const layout = layoutSeries({
      chartType: 'bar',
      data: {
        labels,
        datasets: [
          { label: 'x', data: [1, -2, null], stacked: true },
          { label: 'y', data: [2, -1, 4], stacked: true },
        ],
      },
    });
    const [x, y] = layout.series;
    expect(x!.tops).toEqual([1, -2, null]);
    expect(y!.bases).toEqual([1, -2, 0]);
    expect(y!.tops).toEqual([3, -3, 4]);
    expect(y!.values).toEqual([2, -1, 4]);
    expect([x!.barSlot, y!.barSlot, layout.barSlots]).toEqual([0, 0, 1]);
  });

  it('mixes lines into a bar chart and puts series on the right axis', () => {
    const layout = layoutSeries({
      chartType: 'bar',
      data: {
        labels,
        datasets: [
          { label: 'revenue', data: [1, 2, 3] },
          { label: 'margin', data: [0.1, 0.2, 0.3], type: 'line', yAxisID: 'y1' },
        ],
      },
    });
    expect(layout.series.map((s) => [s.kind, s.axis])).toEqual([
      ['bar', 'y'],
      ['line', 'y1'],
    ]);
    expect(layout.hasRightAxis).toBe(true);
  });

  it('reads candles as OHLC points with closes as values, and drops broken points', () => {
    const spec: Pick<ChartSpec, 'chartType' | 'data'> = {
      chartType: 'candlestick',
      data: { labels, datasets: [{ label: 'AAPL', data: [{ o: 1, h: 3, l: 0.5, c: 2 }, null, { o: 2, h: 2, l: 2 } as never] }] },
    };
    const [candles] = layoutSeries(spec).series;
    expect(candles!.kind).toBe('candle');
    expect(candles!.values).toEqual([2, null, null]);
  });

  it('pads short data with gaps and turns non-numbers into gaps', () => {
    const [s] = layoutSeries({
      chartType: 'line',
      data: { labels, datasets: [{ label: 'x', data: [1, Number.NaN] }] },
    }).series;
    expect(s!.values).toEqual([1, null, null]);
  });
});

describe('drawn extent', () => {
  it('is the running totals for stacked series and the values otherwise', () => {
    const layout = layoutSeries({
      chartType: 'bar',
      data: {
        labels: ['a', 'b'],
        datasets: [
          { label: 'A', data: [3, 4], stacked: true },
          { label: 'B', data: [2, -1], stacked: true },
          { label: 'C', data: [1, 9] },
        ],
      },
    });
    expect(layout.series.map((s) => [s.low, s.high])).toEqual([
      [3, 4],
      [-1, 5],
      [1, 9],
    ]);
  });
});
