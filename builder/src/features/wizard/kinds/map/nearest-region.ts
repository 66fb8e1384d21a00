/**
 * The region a misspelt label most likely means ("Frnace" for France), to offer beside the row:
 * the set's region whose name is fewest edits away, when that is few for the label's length. A
 * guess is only offered, never applied: the creator picks it or types another.
 */
import type { RegionSetId } from '@shared/kinds/map/map-options';
import { REGION_SETS, regionName } from '@shared/kinds/map/region-sets';
import { regionKey } from '@shared/kinds/map/regions/region-key';

/** Edits (insert, delete, substitute, swap two neighbours) from `a` to `b`; stops counting past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      row.push(value);
      least = Math.min(least, value);
    }
    if (least > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/** The name of the set's region the label most likely means, or null when none is close. */
export function nearestRegion(label: string, set: RegionSetId): string | null {
  const key = regionKey(label);
  if (key.length < 3) return null;
  // One edit in four letters at most: "Frnace" is France, "Iran" is not Iraq's misspelling.
  const limit = Math.max(1, Math.floor(key.length / 4));
  let best: { name: string; distance: number } | null = null;
  for (const code of REGION_SETS[set].codes) {
    const name = regionName(code);
    const distance = editDistance(key, regionKey(name), limit);
    if (distance <= limit && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name ?? null;
}
