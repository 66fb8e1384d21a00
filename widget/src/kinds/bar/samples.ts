import type { ChartSpec } from '@shared/spec/chart-spec';
import { makeSpec } from '../../testing';

/** Vertical bars: grouped, stacked, and beside a line on a second axis. The parity test draws each, in the widget and as the server image. */
export const SAMPLES: Record<string, ChartSpec> = {
  'grouped bars': makeSpec({
    chartType: 'bar',
    data: {
      labels: ['North', 'South', 'East', 'West'],
      datasets: [
        { label: 'Q1', data: [3, 4, 2, 5] },
        { label: 'Q2', data: [2, 3, 4, 1] },
      ],
    },
  }),
  'stacked bars': makeSpec({
    chartType: 'bar',
    data: {
      labels: ['Jan', 'Feb', 'Mar'],
      datasets: [
        { label: 'A', data: [300, 420, 250], stacked: true },
        { label: 'B', data: [210, 330, 480], stacked: true },
      ],
    },
  }),
  'line and bar on two axes': makeSpec({
    chartType: 'bar',
    data: {
      labels: ['Jan', 'Feb', 'Mar', 'Apr'],
      datasets: [
        { label: 'Revenue', data: [30, 40, 20, 50] },
        { label: 'Margin', data: [0.1, 0.3, 0.2, 0.25], type: 'line', yAxisID: 'y1' },
      ],
    },
  }),
};
