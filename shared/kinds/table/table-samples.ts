/**
 * Tables to look at: a short one with bars and a heat map, one of a thousand rows (the render and
 * sort benches'), columns in their own formats, on dark and light themes. Seeded, so each golden
 * image is the same on every run; the values are made up.
 */
import type { ChartSpec } from '../../spec/chart-spec';
import { sampleChart, walk } from '../sample-data';

const CITIES = ['Lagos', 'São Paulo', 'Jakarta', 'Dhaka', 'Lima', 'Nairobi', 'Hanoi', 'Bogotá', 'Accra', 'Quito', 'Manila', 'Kraków'];

export const samples = (): Record<string, ChartSpec> => {
  const n = CITIES.length;
  const many = 1000;
  return {
    'table-bars-heat': sampleChart(
      'table',
      'neon-midnight',
      CITIES,
      [
        { label: 'Population', data: walk(n, 8e6, 4e6, 3).map((v) => Math.round(Math.abs(v))) },
        { label: 'Growth', data: walk(n, 2, 2, 5).map((v) => +(v / 100).toFixed(4)) },
        { label: 'Rain (mm)', data: walk(n, 1200, 500, 9).map((v) => Math.round(v)) },
      ],
      {
        title: 'Twelve cities',
        xAxis: 'City',
        table: {
          sort: { column: 0, descending: true },
          columns: [{ format: { compact: true }, bars: true }, { format: { percent: true, decimals: 1 }, heat: true }, { format: { suffix: ' mm' } }],
        },
      },
    ),
    'table-light': sampleChart(
      'table',
      'light-blue',
      CITIES.slice(0, 6),
      [
        { label: 'Budget', data: walk(6, 500, 120, 4) },
        { label: 'Change', data: walk(6, 0, 30, 8) },
      ],
      { title: 'Budgets', xAxis: 'City', numberFormat: { prefix: '$', suffix: 'M' }, table: { columns: [{}, { bars: true, format: { suffix: '%' } }] } },
    ),
    'table-1000': sampleChart(
      'table',
      'dark-blue',
      Array.from({ length: many }, (_, i) => `Row ${i + 1}`),
      [
        { label: 'A', data: walk(many, 100, 20, 21) },
        { label: 'B', data: walk(many, 50, 10, 22) },
        { label: 'C', data: walk(many, 0, 5, 23) },
        { label: 'D', data: walk(many, 1000, 80, 24) },
      ],
      { title: 'A thousand rows', xAxis: 'Row', table: { columns: [{ heat: true }, { bars: true }] } },
    ),
  };
};
