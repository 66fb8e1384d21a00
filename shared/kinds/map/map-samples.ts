/**
 * Maps to look at: the world, one continent and the US states, on dark and light themes, with each
 * kind of colour scale. The values are made up (seeded), so each golden image is the same on every run.
 */
import type { ChartSpec } from '../../spec/chart-spec';
import { sampleChart, walk } from '../sample-data';
import type { MapOptions } from './map-options';
import { REGION_SETS } from './region-sets';
import type { RegionSetId } from './map-options';

function sampleMap(theme: string, set: RegionSetId, map: MapOptions, title: string, start: number, step: number, gaps = 0): ChartSpec {
  const codes = [...REGION_SETS[set].codes];
  const values = walk(codes.length, start, step, codes.length * 7 + 1);
  // A few regions without a value, so the "No data" colour is in every golden.
  const data = values.map((v, i) => (gaps && i % gaps === 3 ? null : v));
  return sampleChart('map', theme, codes, [{ label: 'Value', data }], {
    title,
    xAxis: set === 'us-states' ? 'State' : 'Country',
    yAxis: 'Value',
    legendPosition: 'bottom',
    map: { regions: set, ...map },
  });
}

export const samples = (): Record<string, ChartSpec> => ({
  'map-world': sampleMap('neon-midnight', 'world', {}, 'A value per country', 60, 6, 17),
  'map-world-light': sampleMap('light-blue', 'world', { classes: 'quantile', classCount: 5 }, 'A value per country, in quintiles', 60, 6, 23),
  'map-europe': sampleMap('light-purple', 'europe', { scale: 'diverging', classes: 'equal', classCount: 6 }, 'Change since last year', 0, 3),
  'map-africa-dark': sampleMap('dark-green', 'africa', {}, 'A value per African country', 50, 4, 11),
  'map-us-states': sampleMap('dark-blue', 'us-states', { classes: 'breaks', breaks: [20, 40, 60] }, 'A value per state', 40, 8),
  'map-us-states-light': sampleMap('light-green', 'us-states', { scale: 'diverging', midpoint: 50 }, 'Above and below 50', 50, 9, 13),
});
