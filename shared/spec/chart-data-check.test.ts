import { describe, expect, it } from 'vitest';
import { checkChartData, CHART_LIMITS, utf8Bytes } from './chart-data-check';

const candle = { o: 1, h: 2, l: 0, c: 1 };

describe('checkChartData', () => {
  it('accepts numbers, candles and gaps, each series of one kind', () => {
    expect(
      checkChartData({
        labels: ['a', 'b'],
        datasets: [
          { label: 'x', data: [1, null] },
          { label: 'y', data: [candle, null] },
        ],
      }),
    ).toBeNull();
    expect(checkChartData({ labels: ['a', 'b'], datasets: [{ label: 'x', data: [null, null] }] })).toBeNull();
  });

  it('names what is wrong', () => {
    expect(checkChartData({ labels: ['a', 'b'], datasets: [] })).toBe('data.datasets must have at least one dataset');
    expect(checkChartData({ labels: ['a', 'b'], datasets: [{ label: 'x', data: [1] }] })).toBe('data.datasets[0] has 1 values for 2 labels');
    expect(
      checkChartData({
        labels: ['a'],
        datasets: [
          { label: 'x', data: [1] },
          { label: 'y', data: ['2' as never] },
        ],
      }),
    ).toBe('data.datasets[1] must hold numbers, nulls or {o, h, l, c} candles');
    expect(checkChartData({ labels: ['a'], datasets: [{ label: 'x', data: [{ o: 1, h: 2 } as never] }] })).toMatch(/candles/);
    expect(checkChartData({ labels: ['a'], datasets: [{ label: 'x', data: [[1, 2, 0, 1] as never] }] })).toMatch(/candles/);
  });

  it('refuses a series that mixes numbers and candles, whichever comes first', () => {
    const message = 'data.datasets[0] mixes numbers and candles: a series holds numbers or {o, h, l, c} candles, never both';
    expect(checkChartData({ labels: ['a', 'b', 'c'], datasets: [{ label: 'x', data: [1, null, candle] as never }] })).toBe(message);
    expect(checkChartData({ labels: ['a', 'b'], datasets: [{ label: 'x', data: [candle, 2] as never }] })).toBe(message);
  });

  it('refuses more than 100,000 points', () => {
    const labels = Array.from({ length: 50_001 }, String);
    const data = labels.map(() => 1);
    expect(
      checkChartData({
        labels,
        datasets: [
          { label: 'x', data },
          { label: 'y', data },
        ],
      }),
    ).toBe('A chart may have at most 100,000 points; this one has 100,002');
  });

  it('refuses too many datasets or labels before walking them', () => {
    const datasets = Array.from({ length: 180_000 }, () => ({ label: '', data: [] }));
    expect(checkChartData({ labels: [], datasets })).toBe('A chart may have at most 100 datasets; this one has 180,000');
    const labels = Array.from({ length: CHART_LIMITS.labels + 1 }, String);
    expect(checkChartData({ labels, datasets: [{ label: 'x', data: [] }] })).toBe('A chart may have at most 100,000 labels; this one has 100,001');
  });

  it('refuses a pie of more than 100 slices, and only a pie', () => {
    const labels = Array.from({ length: 101 }, String);
    const data = { labels, datasets: [{ label: 'x', data: labels.map(() => 1) }] };
    expect(checkChartData(data, 'pie')).toBe('A pie chart may have at most 100 slices; this one has 101. Choose a bar chart for more categories');
    expect(checkChartData(data, 'bar')).toBeNull();
  });

  it('refuses data over 5 MB of JSON, counted in UTF-8 bytes', () => {
    const labels = Array.from({ length: 11_000 }, () => 'é'.repeat(250));
    expect(checkChartData({ labels, datasets: [{ label: 'x', data: labels.map(() => null) }] })).toBe(
      'A chart’s data may be at most 5 MB of JSON; this one is 5.3 MB',
    );
  });
});

describe('utf8Bytes', () => {
  it('counts as an encoder does', () => {
    for (const text of ['', 'plain', 'é', '€', '😀', 'a😀é€\u0000']) expect(utf8Bytes(text)).toBe(new TextEncoder().encode(text).length);
  });
});
