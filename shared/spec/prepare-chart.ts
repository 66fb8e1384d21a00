/**
 * What a write stores: the data and options as the chart's kind keeps them (a map's region names
 * read as codes, its region set named), before the one check every write makes (chart-data-check.ts).
 */
import { kindsOfType } from '../kinds/registry';
import type { ChartData, ChartOptions, ChartType } from './chart-spec';

export type Prepared = { data: ChartData; options: ChartOptions } | { problem: string };

export function prepareChart(chartType: ChartType, data: ChartData, options: ChartOptions): Prepared {
  for (const kind of kindsOfType(chartType)) if (kind.prepare) return kind.prepare(data, options);
  return { data, options };
}
