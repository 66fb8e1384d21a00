import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART_OPTIONS, type ChartSpec } from '../spec/chart-spec';
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
    expect(text).toBe('Line chart: Closing price. 1 series: AAPL. 3 points from Jan 1, 2024 to Jan 3, 2024. Values range from 185.5 to 190.');
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
        data: {
          labels: ['d1', 'd2'],
          datasets: [
            {
              label: 'X',
              data: [
                { o: 2, h: 5, l: 1, c: 3 },
                { o: 3, h: 4, l: 2, c: 2 },
              ],
            },
          ],
        },
      }),
    );
    expect(text).toContain('Values range from 1 to 5.');
  });

  it("writes numbers and dates for the reader's locale, and other labels as they are", () => {
    const line = spec({ data: { labels: ['2024-01-01', '2024-01-02'], datasets: [{ label: 'Rate', data: [2.5, 1234.5] }] } });
    expect(summarizeChart(line, 'de-DE')).toBe('Line chart. 1 series: Rate. 2 points from 1. Jan. 2024 to 2. Jan. 2024. Values range from 2,5 to 1.235.');
    const years = spec({ data: { labels: ['1990', '2000'], datasets: [{ label: 'X', data: [1, 2] }] } });
    expect(summarizeChart(years, 'de-DE')).toContain('2 points from 1990 to 2000.');
    const pie = spec({ chartType: 'pie', data: { labels: ['A', 'B'], datasets: [{ label: 'P', data: [1, 3] }] } });
    expect(summarizeChart(pie, 'de-DE')).toBe('Pie chart. 2 slices: A 25\u00a0%, B 75\u00a0%.');
  });

  it('says when there is no data', () => {
    expect(summarizeChart(spec({}))).toBe('Line chart. No data.');
  });
});
