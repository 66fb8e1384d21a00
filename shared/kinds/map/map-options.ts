/**
 * A map's own options (`options.map`): which regions it shows and how values become colours.
 * Every field has a default, so a spec that says only `chartType: 'map'` draws; `mapOptions`
 * fills them in, and `checkMapOptions` is what every write path asks of what a creator typed.
 */
export const REGION_SET_IDS = [
  'world',
  'africa',
  'asia',
  'europe',
  'north-america',
  'south-america',
  'oceania',
  'wb-eas',
  'wb-ecs',
  'wb-lcn',
  'wb-mea',
  'wb-nac',
  'wb-sas',
  'wb-ssf',
  'us-states',
] as const;
export type RegionSetId = (typeof REGION_SET_IDS)[number];

export const MAP_SCALES = ['sequential', 'diverging'] as const;
export const MAP_CLASSES = ['continuous', 'equal', 'quantile', 'breaks'] as const;

/** Fewer classes than this say little; more than this, readers cannot tell the colours apart. */
export const MIN_CLASSES = 3;
export const MAX_CLASSES = 9;
export const MAX_BREAKS = MAX_CLASSES - 1;

export interface MapOptions {
  /** The regions shown: the world's countries, a continent's, a World Bank region's, or the US states. */
  regions?: RegionSetId;
  /** Sequential: low to high in one colour. Diverging: two colours apart from a midpoint. */
  scale?: (typeof MAP_SCALES)[number];
  /** Diverging only: the value drawn in the neutral colour; left out, 0 when the data spans it, else the median. */
  midpoint?: number;
  /** A continuous ramp, or classes of equal steps, of equal counts (quantiles), or between typed breaks. */
  classes?: (typeof MAP_CLASSES)[number];
  /** How many classes `equal` and `quantile` make. */
  classCount?: number;
  /** `breaks`: the values where one class ends and the next begins, ascending. */
  breaks?: number[];
}

export type FilledMapOptions = Required<Omit<MapOptions, 'midpoint' | 'breaks' | 'regions'>> & Pick<MapOptions, 'midpoint' | 'breaks' | 'regions'>;

export const DEFAULT_CLASS_COUNT = 5;

/** The options with their defaults; `regions` stays unset when not given (the labels decide it). */
export function mapOptions(given: MapOptions | undefined): FilledMapOptions {
  return {
    scale: given?.scale ?? 'sequential',
    classes: given?.classes ?? 'continuous',
    classCount: given?.classCount ?? DEFAULT_CLASS_COUNT,
    ...(given?.regions ? { regions: given.regions } : {}),
    ...(given?.midpoint !== undefined ? { midpoint: given.midpoint } : {}),
    ...(given?.breaks ? { breaks: given.breaks } : {}),
  };
}

const isIn = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T);

/** What is wrong with `options.map` as a creator or a client sent it, named for them; null when fine. */
export function checkMapOptions(map: unknown): string | null {
  if (map === undefined) return null;
  if (typeof map !== 'object' || map === null || Array.isArray(map)) return 'options.map must be an object';
  const m = map as Record<string, unknown>;
  if (m.regions !== undefined && !isIn(REGION_SET_IDS, m.regions)) return `options.map.regions must be one of ${REGION_SET_IDS.join(', ')}`;
  if (m.scale !== undefined && !isIn(MAP_SCALES, m.scale)) return 'options.map.scale must be sequential or diverging';
  if (m.classes !== undefined && !isIn(MAP_CLASSES, m.classes)) return 'options.map.classes must be continuous, equal, quantile or breaks';
  if (m.midpoint !== undefined && !(typeof m.midpoint === 'number' && Number.isFinite(m.midpoint))) return 'options.map.midpoint must be a number';
  if (m.classCount !== undefined && !(Number.isInteger(m.classCount) && (m.classCount as number) >= MIN_CLASSES && (m.classCount as number) <= MAX_CLASSES))
    return `options.map.classCount must be a whole number from ${MIN_CLASSES} to ${MAX_CLASSES}`;
  if (m.breaks !== undefined) {
    const breaks = m.breaks;
    if (!Array.isArray(breaks) || breaks.length === 0 || breaks.length > MAX_BREAKS || !breaks.every((b) => typeof b === 'number' && Number.isFinite(b)))
      return `options.map.breaks must be 1 to ${MAX_BREAKS} numbers`;
    if (breaks.some((b, i) => i > 0 && b <= breaks[i - 1])) return 'options.map.breaks must rise: each break above the one before';
  }
  if (m.classes === 'breaks' && m.breaks === undefined) return 'options.map.breaks must be given when the classes are breaks';
  return null;
}
