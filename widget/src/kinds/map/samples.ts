import type { ChartSpec } from '@shared/spec/chart-spec';
import { makeSpec } from '../../testing';

/**
 * Maps: a few countries of the world (tiny ones among them), Europe on a diverging scale in
 * classes, and US states between typed breaks, one without a value. The parity test draws each,
 * in the widget and as the server image.
 */
export const SAMPLES: Record<string, ChartSpec> = {
  'world map': makeSpec({
    chartType: 'map',
    data: {
      labels: ['USA', 'BRA', 'FRA', 'IND', 'CHN', 'ZAF', 'AUS', 'SGP', 'MLT', 'CAN'],
      datasets: [{ label: 'GDP per person', data: [85000, 10400, 48000, 2700, 13300, 6200, 65000, 88000, 38000, 53000] }],
    },
    options: { title: 'GDP per person', map: { regions: 'world' }, numberFormat: { prefix: '$' } },
  }),
  'europe diverging': makeSpec({
    chartType: 'map',
    theme: 'light-blue',
    data: {
      labels: ['FRA', 'DEU', 'ESP', 'ITA', 'POL', 'SWE', 'NOR', 'GRC', 'PRT', 'NLD', 'BEL', 'AUT', 'LUX', 'MLT'],
      datasets: [{ label: 'Change', data: [1.2, -0.4, 2.5, 0.3, 3.1, -1.2, 0.8, 2.2, 1.9, -0.1, 0.5, -0.8, 1.1, 4.0] }],
    },
    options: { map: { regions: 'europe', scale: 'diverging', classes: 'equal', classCount: 6 }, numberFormat: { suffix: '%' } },
  }),
  'us states': makeSpec({
    chartType: 'map',
    theme: 'dark-blue',
    data: {
      labels: ['CA', 'TX', 'NY', 'FL', 'WA', 'RI', 'DC', 'AK', 'HI', 'PR'],
      datasets: [{ label: 'Share', data: [62, 41, 55, 38, 58, 49, null, 30, 70, 45] }],
    },
    options: { map: { regions: 'us-states', classes: 'breaks', breaks: [40, 50, 60] } },
  }),
};
