import type { ChartSpec } from '@shared/spec/chart-spec';
import { makeSpec } from '../../testing';

/**
 * Tables: months as rows with a missing value and a column of its own format, and a light table of
 * gains and losses with bars from a zero line, a heat column and rows sorted by their labels. The
 * parity test draws each, in the widget and as the server image.
 */
export const SAMPLES: Record<string, ChartSpec> = {
  'table of months': makeSpec({
    chartType: 'table',
    data: {
      labels: ['2024-01', '2024-02', '2024-03', '2024-04', '2024-05', '2024-06'],
      datasets: [
        { label: 'Revenue', data: [1250000, 1310000, null, 1480000, 1395000, 1522000] },
        { label: 'Margin', data: [0.112, 0.125, 0.09, null, 0.131, 0.14] },
      ],
    },
    options: {
      title: 'Revenue by month',
      xAxis: 'Month',
      numberFormat: { prefix: '$', compact: true },
      table: { columns: [{}, { format: { percent: true, decimals: 1 } }] },
    },
  }),
  'table of gains': makeSpec({
    chartType: 'table',
    theme: 'light-green',
    data: {
      labels: ['Oslo', 'Zürich', 'Ålesund', 'Bern', 'Tromsø'],
      datasets: [
        { label: 'Change', data: [-3.5, 2.25, 7, -0.5, 4.75] },
        { label: 'Visitors', data: [120400, 98000, 15300, 60250, 22100] },
      ],
    },
    options: {
      xAxis: 'Town',
      table: { sort: { column: -1, descending: true }, columns: [{ bars: true, format: { decimals: 2, suffix: ' pts' } }, { heat: true }] },
    },
  }),
};

/** A plain table of `count` rows named Row 1, Row 2…, for the tests: sales and shares. */
export const tableOf = (count: number, options: Partial<ChartSpec['options']> = {}) =>
  makeSpec({
    chartType: 'table',
    data: {
      labels: Array.from({ length: count }, (_, i) => `Row ${i + 1}`),
      datasets: [
        { label: 'Sales', data: Array.from({ length: count }, (_, i) => (i * 37) % 101) },
        { label: 'Share', data: Array.from({ length: count }, (_, i) => (i % 7) / 10) },
      ],
    },
    options: { xAxis: 'Row', ...options },
  });
