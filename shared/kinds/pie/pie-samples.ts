/** Pie charts to look at, on a dark and a light theme. */
import type { ChartSpec } from '../../spec/chart-spec';
import { sampleChart } from '../sample-data';

export const samples = (): Record<string, ChartSpec> => ({
  pie: sampleChart(
    'pie',
    'dark-rainbow',
    ['Rent', 'Food', 'Transport', 'Leisure', 'Savings', 'Other'],
    [{ label: 'Budget', data: [1200, 450, 200, 150, 400, 30] }],
    {
      title: 'Monthly budget',
    },
  ),
  'pie-light': sampleChart('pie', 'light-blue', ['Chrome', 'Safari', 'Edge', 'Firefox', 'Other'], [{ label: 'Share', data: [65, 19, 5, 3, 8] }], {
    title: 'Browser share',
    legendPosition: 'bottom',
  }),
});
