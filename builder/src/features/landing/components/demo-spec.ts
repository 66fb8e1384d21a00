import { DEFAULT_CHART_OPTIONS, type ChartSpec } from '../../../../../shared/chart-spec';

/** The landing page's sample: what a chart made from a question looks like. */
export const DEMO_SPEC: ChartSpec = {
  chartType: 'bar',
  theme: 'neon-midnight',
  data: {
    labels: ['2019', '2020', '2021', '2022', '2023'],
    datasets: [
      { label: 'Apple revenue ($B)', data: [260, 274, 366, 394, 383] },
      { label: 'Microsoft revenue ($B)', data: [126, 143, 168, 198, 212] },
    ],
  },
  options: { ...DEFAULT_CHART_OPTIONS, title: 'Apple vs Microsoft revenue, 5 years', xAxis: 'Fiscal year', yAxis: 'Revenue ($B)', legendPosition: 'bottom' },
  source: { label: 'Company annual reports' },
};
