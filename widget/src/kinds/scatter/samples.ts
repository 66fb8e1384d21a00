import { sampleChart } from '@shared/kinds/sample-data';
import type { ChartSpec } from '@shared/spec/chart-spec';

/**
 * Scatter plots beside the core's: bubbles in a compact number format with the legend below, negative
 * values with a trend line and named points on a light theme, and a log y axis with points that
 * lack a value. The parity test draws each, in the widget and as the server image. Made with the
 * core's sampleChart rather than the tests' makeSpec, so scripts outside a browser can read them.
 */
export const SAMPLES: Record<string, ChartSpec> = {
  'bubbles by region': sampleChart(
    'scatter',
    'neon-midnight',
    ['Norway', 'Chile', 'Kenya', 'Japan', 'Brazil', 'India', 'Canada', 'Ghana', 'Peru', 'Spain', 'Vietnam', 'Egypt'],
    [
      { label: 'Income per person', data: [82000, 15000, 2100, 34000, 9000, 2400, 52000, 2300, 7100, 30000, 4100, 3700] },
      { label: 'Life expectancy', data: [83.2, 78.9, 61.4, 84.5, 72.8, 67.2, 81.7, 63.8, 73.4, 83.3, 73.6, 70.2] },
      { label: 'Population', data: [5.5, 19.6, 54, 125, 216, 1428, 38.8, 34, 34.4, 48, 98.9, 112] },
    ],
    {
      title: 'Income and life expectancy',
      xAxis: 'Country',
      legendPosition: 'bottom',
      numberFormat: { compact: true },
      scatter: { groups: ['Europe', 'Americas', 'Africa', 'Asia', 'Americas', 'Asia', 'Americas', 'Africa', 'Americas', 'Europe', 'Asia', 'Africa'] },
    },
  ),
  'trend with named points': sampleChart(
    'scatter',
    'light-blue',
    ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L'],
    [
      { label: 'Change in rent', data: [-4.2, -2.5, -1.1, 0.3, 1.2, 2.4, 3.1, 3.9, 5.2, 6.8, 7.5, 9.1] },
      { label: 'Change in prices', data: [-1.8, -0.6, -1.5, 0.9, 0.4, 1.8, 1.1, 2.9, 2.2, 3.6, 2.8, 4.4] },
    ],
    { xAxis: 'City', legendPosition: 'none', numberFormat: { suffix: '%', decimals: 1 }, scatter: { trend: true, labelled: ['A', 'F', 'L'] } },
  ),
  'log y with gaps': sampleChart(
    'scatter',
    'dark-blue',
    ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'],
    [
      { label: 'Age', data: [1, 2, 3, null, 5, 8, 13, 21] },
      { label: 'Followers', data: [12, 150, 2400, 800, null, 61000, 350000, 2100000] },
    ],
    { xAxis: 'Account', numberFormat: { compact: true }, scatter: { logY: true, trend: true } },
  ),
};
