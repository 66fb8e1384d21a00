/** A horizontal bar chart to look at: long category names, a negative bar and a reference line. */
import type { ChartSpec } from '../../spec/chart-spec';
import { sampleChart } from '../sample-data';

export const samples = (): Record<string, ChartSpec> => ({
  hbar: sampleChart(
    'bar',
    'light-blue',
    ['United States', 'Germany', 'Japan', 'United Kingdom', 'France', 'Italy', 'Canada'],
    [
      { label: '2023', data: [2.5, -0.3, 1.7, 0.1, 0.9, 0.7, 1.2] },
      { label: '2024', data: [2.8, -0.2, 0.1, 1.1, 1.1, 0.5, 1.5] },
    ],
    { title: 'GDP growth (annual %)', xAxis: 'Country', yAxis: '%', horizontal: true, referenceLines: [{ value: 1, label: 'One per cent' }] },
  ),
});
