// Relative, not `@shared/`: builder/vite.config.ts draws these (demo-frames.ts) before its alias exists.
// eslint-disable-next-line no-restricted-imports -- loaded with the Vite config, before its alias
import { DEFAULT_CHART_OPTIONS, type ChartSpec } from '../../../../../shared/spec/chart-spec';

/** The landing page's samples: what a chart made each way looks like. */
export const DEMO_SPECS: Array<{ caption: string; spec: ChartSpec }> = [
  {
    caption: 'Asked: “Apple vs Microsoft revenue over the last 5 years”',
    spec: {
      chartType: 'bar',
      theme: 'neon-midnight',
      data: {
        labels: ['2019', '2020', '2021', '2022', '2023'],
        datasets: [
          { label: 'Apple revenue ($B)', data: [260, 274, 366, 394, 383] },
          { label: 'Microsoft revenue ($B)', data: [126, 143, 168, 198, 212] },
        ],
      },
      options: {
        ...DEFAULT_CHART_OPTIONS,
        title: 'Apple vs Microsoft revenue, 5 years',
        xAxis: 'Fiscal year',
        yAxis: 'Revenue ($B)',
        legendPosition: 'bottom',
      },
      source: { label: 'Company annual reports' },
    },
  },
  {
    caption: 'Typed: “AAPL”',
    spec: {
      chartType: 'line',
      theme: 'dark-blue',
      data: {
        labels: ['2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-08', '2024-01-09', '2024-01-10', '2024-01-11'],
        datasets: [{ label: 'AAPL', data: [185.64, 184.25, 181.91, 181.18, 185.56, 185.14, 186.19, 185.59] }],
      },
      options: { ...DEFAULT_CHART_OPTIONS, title: 'AAPL closing price', legendPosition: 'none' },
      source: { label: 'AAPL' },
    },
  },
  {
    caption: 'Uploaded: population.csv',
    spec: {
      chartType: 'pie',
      theme: 'dark-rainbow',
      data: { labels: ['Asia', 'Africa', 'Europe', 'Americas', 'Oceania'], datasets: [{ label: 'Population (millions)', data: [4750, 1460, 745, 1040, 45] }] },
      options: { ...DEFAULT_CHART_OPTIONS, title: 'Population by continent' },
      source: { label: 'population.csv' },
    },
  },
];
