/**
 * Stacked bars and areas: the spec stacks every dataset marked `stacked` (docs/embed-contract.md),
 * so the Layout section's one checkbox marks them all or none. The mark belongs to the data, so an
 * edit in the data table keeps it.
 */
import type { ChartData, ChartType } from '@shared/spec/chart-spec';
import { kindOf } from '../kinds/registry';

export const canStack = (chartType: ChartType, data: ChartData | null) => kindOf(chartType, false).stacks && (data?.datasets.length ?? 0) > 1;

export const isStacked = (data: ChartData | null) => !!data && data.datasets.length > 0 && data.datasets.every((d) => d.stacked === true);

export function withStacking(data: ChartData, stacked: boolean): ChartData {
  return {
    ...data,
    datasets: data.datasets.map((dataset) => {
      const { stacked: _, ...rest } = dataset;
      return stacked ? { ...rest, stacked: true } : rest;
    }),
  };
}
