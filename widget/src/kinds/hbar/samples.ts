import type { ChartSpec } from '@shared/spec/chart-spec';
import { makeSpec } from '../../testing';

/** Horizontal bars, with formats, a reference line and a highlighted range. The parity test draws each, in the widget and as the server image. */
export const SAMPLES: Record<string, ChartSpec> = {
  'horizontal bars': makeSpec({
    chartType: 'bar',
    data: {
      labels: ['Germany', 'France', 'United Kingdom', 'Italy'],
      datasets: [
        { label: '2023', data: [4121, 2923, 3332, 2186] },
        { label: '2024', data: [4305, 3030, 3495, 2254] },
      ],
    },
    options: {
      ...makeSpec().options,
      horizontal: true,
      numberFormat: { prefix: '$', suffix: 'bn' },
      referenceLines: [{ value: 3000, label: 'Three trillion' }],
      highlights: [{ from: 'France', to: 'Italy', label: 'Spring' }],
      seriesColors: ['', '#0f766e'],
    },
  }),
};
