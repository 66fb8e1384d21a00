/** A candlestick chart to look at: two months of daily candles, rising and falling. */
import type { ChartSpec } from '../../spec/chart-spec';
import { days, sampleChart, walk } from '../sample-data';

export const samples = (): Record<string, ChartSpec> => ({
  candlestick: sampleChart(
    'candlestick',
    'dark-blue',
    days(60, '2024-03-01'),
    [
      {
        label: 'TSLA',
        data: walk(60, 180, 8, 23).map((close, i) => {
          const open = close + Math.sin(i * 1.7) * 5;
          return { o: open, h: Math.max(open, close) + 3 + (i % 4), l: Math.min(open, close) - 2 - (i % 3), c: close };
        }),
      },
    ],
    { title: 'TSLA daily', yAxis: 'USD' },
  ),
});
