/** Line and area charts to look at: two series over days, areas alone and stacked, a right axis, many points, annotations, a long legend. */
import type { ChartSpec } from '../../spec/chart-spec';
import { days, months, sampleChart, walk } from '../sample-data';

export const samples = (): Record<string, ChartSpec> => ({
  line: sampleChart(
    'line',
    'neon-midnight',
    days(90, '2024-01-02'),
    [
      { label: 'AAPL', data: walk(90, 185, 4, 7) },
      { label: 'MSFT', data: walk(90, 172, 4, 11) },
    ],
    { title: 'Apple & Microsoft <closing prices>', yAxis: 'USD' },
    { source: { label: 'Stooq' } },
  ),
  area: sampleChart('area', 'light-purple', months(24, 2023), [{ label: 'Visitors', data: walk(24, 5200, 900, 3).map((v) => Math.max(v, 0)) }], {
    title: 'Monthly visitors',
    xAxis: 'Month',
    yAxis: 'Visitors',
    legendPosition: 'bottom',
  }),
  'stacked-area': sampleChart(
    'area',
    'light-rainbow',
    Array.from({ length: 25 }, (_, i) => String(2000 + i)),
    [
      { label: 'Coal', data: walk(25, 40, 3, 5).map((v) => Math.max(v, 1)), stacked: true },
      { label: 'Gas', data: walk(25, 25, 3, 9).map((v) => Math.max(v, 1)), stacked: true },
      { label: 'Renewables', data: walk(25, 5, 2, 13).map((v, i) => Math.max(v + i, 1)), stacked: true },
    ],
    { title: 'Electricity by source (TWh)', xAxis: 'Year', yAxis: 'TWh' },
  ),
  'right-axis': sampleChart(
    'line',
    'light-green',
    days(30, '2024-06-01'),
    [
      { label: 'Temperature (°C)', data: walk(30, 22, 2, 17) },
      { label: 'Ice creams sold', data: walk(30, 1400, 160, 19), type: 'bar', yAxisID: 'y1' },
    ],
    { title: 'Heat and ice cream', yAxis: '°C', legendPosition: 'left' },
  ),
  'ten-thousand-points': sampleChart(
    'line',
    'neon-midnight',
    days(10_000, '1990-01-01'),
    [
      { label: 'Index', data: walk(10_000, 1000, 12, 29) },
      { label: 'Benchmark', data: walk(10_000, 900, 12, 31) },
    ],
    { title: '10,000 daily points', yAxis: 'Points' },
  ),
  // Every tick in thousands (0, 5K … 20K); a reference line at the top with its label below it; a
  // range at the right edge whose label moves left to stay in the plot.
  annotations: sampleChart(
    'line',
    'light-green',
    months(24, 2024),
    [
      { label: 'Basic', data: walk(24, 4000, 900, 43) },
      { label: 'Plus', data: walk(24, 9000, 1200, 47) },
      { label: 'Pro', data: walk(24, 14000, 1500, 53) },
    ],
    {
      title: 'Subscriptions by plan',
      yAxis: 'Subscribers',
      yMax: 20_000,
      referenceLines: [{ value: 20_000, label: 'Capacity of the current servers: 20,000 subscribers' }],
      highlights: [{ from: '2025-11', to: '2025-12', label: 'Holiday campaign' }],
    },
  ),
  'many-series': sampleChart(
    'line',
    'light-blue',
    months(36, 2022),
    Array.from({ length: 24 }, (_, i) => ({ label: `Product line number ${i + 1} with a long name`, data: walk(36, 50 + i * 10, 6, 41 + i) })),
    { title: 'A legend with more entries than room: it ends in “+N more”, never spills over the chart' },
  ),
});
