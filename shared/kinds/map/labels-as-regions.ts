/**
 * Whether a file's labels read as regions, for the answer to a CSV upload: when most of them name
 * regions of one set (at least two), the builder can offer a map of that set and list the rows it
 * could not place. Text labels only: a column of numbers ("01", "06") or dates would otherwise
 * read as FIPS codes of states.
 */
import { MAP_MAX_REGIONS } from './map-data';
import type { RegionSetId } from './map-options';
import { matchRegions } from './match-regions';

export interface LabelsAsRegions {
  regions: RegionSetId;
  /** Labels that name no region of the set, as written. */
  unmatched: string[];
}

export function labelsAsRegions(labels: readonly string[]): LabelsAsRegions | null {
  // More rows than a map may have can never be saved as one; not worth offering.
  if (labels.length < 2 || labels.length > MAP_MAX_REGIONS) return null;
  const match = matchRegions(labels);
  const placed = match.codes.filter((code) => code !== null).length;
  if (!match.set || placed < 2 || placed * 2 <= labels.length) return null;
  return { regions: match.set, unmatched: labels.filter((_, i) => match.codes[i] === null) };
}
