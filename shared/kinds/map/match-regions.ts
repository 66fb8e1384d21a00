/**
 * Reading a map's labels as regions: codes (alpha-3, alpha-2, ISO numeric; postal codes and FIPS
 * for states), names and the usual variants ("Czech Republic", "Korea, Rep.", "USA"), whatever
 * their case, accents or punctuation. Which set the labels belong to is guessed when not given: a
 * label that is a region of one set only decides it ("Texas", "France"); labels of two sets are
 * reported, never drawn on one map.
 */
import type { RegionSetId } from './map-options';
import { REGION_SETS, REGION_VIEWS, type MapGeometryId } from './region-sets';
import { COUNTRY_TABLE } from './regions/country-table';
import { COUNTRY_VARIANTS } from './regions/country-variants';
import { regionKey } from './regions/region-key';
import { US_STATES } from './regions/us-states';

export interface RegionMatch {
  /** Each label's code, or null where it names no region of the set. */
  codes: Array<string | null>;
  /** The set the labels were read as; null when no label names a region. */
  set: RegionSetId | null;
  /** Labels that name no region at all. */
  unmatched: string[];
  /** Labels that name a region, but not one of the set (a country outside the chosen continent). */
  outside: string[];
  /** Labels that name regions of the other geometry: states among countries, or countries among states. */
  otherSet: string[];
  /** Labels that name a region an earlier label already named. */
  repeated: string[];
}

type Index = Map<string, string>;

let indexes: Record<MapGeometryId, Index> | null = null;

function buildIndexes(): Record<MapGeometryId, Index> {
  const world: Index = new Map();
  const us: Index = new Map();
  const add = (index: Index, text: string, code: string) => {
    const key = regionKey(text);
    if (key && !index.has(key)) index.set(key, code);
  };
  for (const [iso3, iso2, numeric, name] of COUNTRY_TABLE) {
    add(world, iso3, iso3);
    add(world, iso2, iso3);
    if (numeric) add(world, numeric, iso3);
    add(world, name, iso3);
  }
  for (const [variant, iso3] of COUNTRY_VARIANTS) add(world, variant, iso3);
  for (const [postal, fips, name] of US_STATES) {
    add(us, postal, postal);
    add(us, fips, postal);
    add(us, name, postal);
  }
  add(us, 'Washington, D.C.', 'DC');
  add(us, 'Washington DC', 'DC');
  return { world, us };
}

const lookups = () => (indexes ??= buildIndexes());

/** Which geometry the labels are regions of: the one more labels name alone; states when every label could be either ("CA", "DE"). */
function guessGeometry(keys: readonly string[]): MapGeometryId | null {
  const { world, us } = lookups();
  let worldOnly = 0;
  let usOnly = 0;
  let both = 0;
  for (const key of keys) {
    const [w, u] = [world.has(key), us.has(key)];
    if (w && u) both++;
    else if (w) worldOnly++;
    else if (u) usOnly++;
  }
  if (worldOnly === 0 && usOnly === 0) return both > 0 ? 'us' : null;
  return usOnly > worldOnly ? 'us' : 'world';
}

/** The narrowest framed view that holds every code, else the whole world. */
function guessView(codes: readonly string[]): RegionSetId {
  const fits = REGION_VIEWS.find((id) => {
    const members = new Set(REGION_SETS[id].codes);
    return codes.every((code) => members.has(code));
  });
  return fits ?? 'world';
}

export function matchRegions(labels: readonly string[], given?: RegionSetId): RegionMatch {
  const keys = labels.map((label) => regionKey(String(label)));
  const geometry = given ? REGION_SETS[given].geometry : guessGeometry(keys);
  const result: RegionMatch = { codes: [], set: null, unmatched: [], outside: [], otherSet: [], repeated: [] };
  if (!geometry) return { ...result, codes: labels.map(() => null), unmatched: [...labels] };
  const index = lookups()[geometry];
  const other = lookups()[geometry === 'world' ? 'us' : 'world'];
  const found = keys.map((key) => index.get(key) ?? null);
  const set = given ?? (geometry === 'us' ? 'us-states' : guessView(found.filter((c): c is string => c !== null)));
  const members = new Set(REGION_SETS[set].codes);
  const seen = new Set<string>();
  labels.forEach((label, i) => {
    const code = found[i]!;
    if (code === null) (other.has(keys[i]!) ? result.otherSet : result.unmatched).push(label);
    else if (!members.has(code)) result.outside.push(label);
    else if (seen.has(code)) result.repeated.push(label);
    else seen.add(code);
    result.codes.push(code !== null && members.has(code) ? code : null);
  });
  return { ...result, set };
}
