import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART_OPTIONS, type ChartSpec } from './chart-spec';
import { summarizeChart } from './chart-summary';

const spec = (patch: Partial<ChartSpec>): ChartSpec => ({
  chartType: 'line',
  theme: 'neon-midnight',
  data: { labels: [], datasets: [] },
  options: { ...DEFAULT_CHART_OPTIONS },
  ...patch,
});

describe('summarizeChart', () => {
  it('names the type, title, series, x range and value range', () => {
    const text = summarizeChart(
      spec({
        options: { ...DEFAULT_CHART_OPTIONS, title: 'Closing price' },
        data: { labels: ['2024-01-01', '2024-01-02', '2024-01-03'], datasets: [{ label: 'AAPL', data: [185.5, 190, null] }] },
      }),
    );
    expect(text).toBe(
      'Line chart: Closing price. 1 series: AAPL. 3 points from 2024-01-01 to 2024-01-03. Values range from 185.5 to 190.',
    );
  });

  it('gives the shares of the first pie slices', () => {
    const text = summarizeChart(
      spec({ chartType: 'pie', data: { labels: ['Asia', 'Europe', 'Africa'], datasets: [{ label: 'People', data: [60, 10, 30] }] } }),
    );
    expect(text).toBe('Pie chart. 3 slices: Asia 60%, Europe 10%, Africa 30%.');
  });

  it('uses highs and lows for candlesticks', () => {
    const text = summarizeChart(
      spec({
        chartType: 'candlestick',
        data: { labels: ['d1', 'd2'], datasets: [{ label: 'X', data: [{ o: 2, h: 5, l: 1, c: 3 }, { o: 3, h: 4, l: 2, c: 2 }] }] },
      }),
    );
    expect(text).toContain('Values range from 1 to 5.');
  });

  it('says when there is no data', () => {
    expect(summarizeChart(spec({}))).toBe('Line chart. No data.');
  });
});
