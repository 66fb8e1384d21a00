/**
 * A map's data as the wizard draws and saves it. The preview draws the rows that name regions
 * (the others are listed to be fixed, not drawn in a guessed place); saving waits until every row
 * does, and says why in the words the API would answer with, since it asks the same of the data
 * (shared/kinds/map/map-data.ts).
 */
import { checkMapData, prepareMapData } from '@shared/kinds/map/map-data';
import type { ChartData, ChartOptions } from '@shared/spec/chart-spec';
import { regionRows } from './region-rows';

/** Why the map cannot be saved as it is, or null. */
export function mapSaveProblem(data: ChartData, options: ChartOptions): string | null {
  const prepared = prepareMapData(data, options);
  return 'problem' in prepared ? prepared.problem : checkMapData(prepared.data);
}

/** What the preview draws: the rows that name a region of the set, as codes, the set named in the options. */
export function mapPreview(data: ChartData, options: ChartOptions): { data: ChartData; options: ChartOptions } {
  const listed = new Set(regionRows(data.labels, options.map?.regions).problems.map((p) => p.row));
  const kept = (_: unknown, i: number) => !listed.has(i);
  const drawn: ChartData = {
    ...data,
    labels: data.labels.filter(kept),
    datasets: data.datasets.map((d) => ({ ...d, data: d.data.filter(kept) }) as typeof d),
  };
  const prepared = prepareMapData(drawn, options);
  return 'problem' in prepared ? { data: drawn, options } : prepared;
}
