/**
 * The server's reading of a file's labels as regions (`POST /api/csv` and `/api/csv-from-url` may
 * answer `map: { regions, unmatched }`), checked before it is trusted: a server from before maps
 * answers none, and the wizard then reads the labels itself.
 */
import { REGION_SET_IDS, type RegionSetId } from '@shared/kinds/map/map-options';
import type { MapReading } from './region-rows';

export function mapReadingOf(answer: object): MapReading | null {
  const map = (answer as { map?: unknown }).map;
  if (typeof map !== 'object' || map === null) return null;
  const { regions, unmatched } = map as { regions?: unknown; unmatched?: unknown };
  const set = regions === null || REGION_SET_IDS.includes(regions as RegionSetId) ? (regions as RegionSetId | null) : undefined;
  if (set === undefined || !Array.isArray(unmatched) || !unmatched.every((label) => typeof label === 'string')) return null;
  return { regions: set, unmatched };
}
