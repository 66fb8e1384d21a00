import type { ChartSpec } from '@shared/spec/chart-spec';
import { makeSpec } from '../../testing';

/** A pie chart. The parity test draws each, in the widget and as the server image. */
export const SAMPLES: Record<string, ChartSpec> = {
  pie: makeSpec({ chartType: 'pie', data: { labels: ['Asia', 'Europe', 'Africa', 'Oceania'], datasets: [{ label: 'People', data: [4700, 750, 1400, 45] }] } }),
};
