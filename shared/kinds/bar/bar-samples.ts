/** Bar charts to look at: grouped with a negative bar, stacked, and bars under a line. */
import type { ChartSpec } from '../../spec/chart-spec';
import { months, sampleChart } from '../sample-data';

export const samples = (): Record<string, ChartSpec> => ({
  bar: sampleChart(
    'bar',
    'light-blue',
    ['North', 'South', 'East', 'West', 'Central'],
    [
      { label: '2023', data: [120, 95, 143, 80, 60] },
      { label: '2024', data: [135, 90, 160, 99, -20] },
    ],
    { title: 'Units sold by region', xAxis: 'Region', yAxis: 'Units', legendPosition: 'top' },
  ),
  'stacked-bar': sampleChart(
    'bar',
    'dark-green',
    ['Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024', 'Q1 2025', 'Q2 2025'],
    [
      { label: 'Hardware', data: [42, 48, 51, 60, 55, 63], stacked: true },
      { label: 'Software', data: [30, 35, 33, 41, 47, 52], stacked: true },
      { label: 'Services', data: [12, 14, 18, 17, 22, 25], stacked: true },
    ],
    { title: 'Revenue by segment ($M)', xAxis: 'Quarter', yAxis: 'Revenue', legendPosition: 'bottom' },
  ),
  mixed: sampleChart(
    'bar',
    'dark-purple',
    months(12, 2024),
    [
      { label: 'Rainfall (mm)', data: [78, 61, 55, 47, 52, 40, 31, 36, 58, 80, 92, 85] },
      { label: 'Average', data: [70, 60, 56, 50, 50, 42, 35, 38, 55, 75, 88, 80], type: 'line' },
    ],
    { title: 'Rainfall against the 30-year average', xAxis: 'Month', yAxis: 'mm' },
  ),
});
