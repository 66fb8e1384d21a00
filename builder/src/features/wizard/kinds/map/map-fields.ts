/**
 * The map's fields of the Customize step's form, as typed, and the `options.map` they make. Only
 * what differs from the defaults is written (shared/kinds/map/map-options.ts, `mapOptions`), so a
 * map left alone saves no options of its own and its set is the one its labels read as. A midpoint
 * or breaks that are not numbers are named in the problems and left out, never drawn nor sent.
 */
import { DEFAULT_CLASS_COUNT, MAX_BREAKS, MAX_CLASSES, type MapOptions, type RegionSetId } from '@shared/kinds/map/map-options';
import { REGION_SETS } from '@shared/kinds/map/region-sets';
import { parseHumanNumber } from '@shared/reading/parse-number';

export type MapScale = NonNullable<MapOptions['scale']>;
export type MapClasses = NonNullable<MapOptions['classes']>;

export interface MapFields {
  /** '' follows the labels: the set they read as. */
  regions: RegionSetId | '';
  scale: MapScale;
  /** Diverging only; '' is the default (0 when the data spans it, else the median). */
  midpoint: string;
  classes: MapClasses;
  classCount: number;
  /** `breaks` classes: ascending numbers, as typed. */
  breaks: string;
}

export const EMPTY_MAP_FIELDS: Readonly<MapFields> = Object.freeze({
  regions: '',
  scale: 'sequential',
  midpoint: '',
  classes: 'continuous',
  classCount: DEFAULT_CLASS_COUNT,
  breaks: '',
});

export const MIDPOINT_NOT_A_NUMBER = 'Write the midpoint as a number, such as 0 or 2.5, or leave it empty.';
export const NO_BREAKS = 'Write where each class ends, as rising numbers separated by commas or spaces, such as 10, 20, 50.';
export const TOO_MANY_BREAKS = `At most ${MAX_BREAKS} breaks: they make ${MAX_CLASSES} classes, more than readers can tell apart.`;

/** The form's fields for a saved map's options. */
export function mapFieldsFrom(map: MapOptions | undefined): MapFields {
  return {
    regions: map?.regions ?? '',
    scale: map?.scale ?? 'sequential',
    midpoint: map?.midpoint === undefined ? '' : String(map.midpoint),
    classes: map?.classes ?? 'continuous',
    classCount: map?.classCount ?? DEFAULT_CLASS_COUNT,
    breaks: (map?.breaks ?? []).join(', '),
  };
}

/** Typed breaks as numbers, or what is wrong with them. */
export function readBreaks(text: string): { breaks: number[] } | { problem: string } {
  // Commas split numbers here, so `1,500` reads as two: the rising check then names the pair.
  const parts = text.split(/[\s,;]+/).filter((part) => part !== '');
  if (parts.length === 0) return { problem: NO_BREAKS };
  const breaks: number[] = [];
  for (const part of parts) {
    const value = parseHumanNumber(part);
    if (value === null || !Number.isFinite(value)) return { problem: `“${part}” is not a number. ${NO_BREAKS}` };
    breaks.push(value);
  }
  if (breaks.length > MAX_BREAKS) return { problem: TOO_MANY_BREAKS };
  const fall = breaks.findIndex((b, i) => i > 0 && b <= breaks[i - 1]!);
  if (fall > 0) return { problem: `Each break must be above the one before: ${parts[fall]} comes after ${parts[fall - 1]}.` };
  return { breaks };
}

/** The `options.map` the fields make (undefined when all are the defaults), and the fields that make none. */
export function mapOptionsFrom(fields: MapFields): { map: MapOptions | undefined; problems: Record<string, string> } {
  const map: MapOptions = {};
  const problems: Record<string, string> = {};
  if (fields.regions) map.regions = fields.regions;
  if (fields.scale === 'diverging') {
    map.scale = 'diverging';
    if (fields.midpoint.trim() !== '') {
      const midpoint = parseHumanNumber(fields.midpoint.trim());
      if (midpoint === null || !Number.isFinite(midpoint)) problems['map.midpoint'] = MIDPOINT_NOT_A_NUMBER;
      else map.midpoint = midpoint;
    }
  }
  if (fields.classes === 'equal' || fields.classes === 'quantile') {
    map.classes = fields.classes;
    map.classCount = fields.classCount;
  } else if (fields.classes === 'breaks') {
    const read = readBreaks(fields.breaks);
    if ('problem' in read) problems['map.breaks'] = read.problem;
    else Object.assign(map, { classes: 'breaks', breaks: read.breaks });
  }
  return { map: Object.keys(map).length > 0 ? map : undefined, problems };
}

/** The Layout section's summary of a map: its set (when chosen), its scale and its classes. */
export function mapSummary(map: MapOptions | undefined): string {
  const regions = map?.regions ? REGION_SETS[map.regions].name : 'Regions from the labels';
  const count = map?.classCount ?? DEFAULT_CLASS_COUNT;
  const classes =
    map?.classes === 'equal'
      ? `${count} equal steps`
      : map?.classes === 'quantile'
        ? `${count} quantiles`
        : map?.classes === 'breaks'
          ? `${(map.breaks?.length ?? 0) + 1} classes`
          : 'continuous';
  return [regions, map?.scale === 'diverging' ? 'diverging' : '', classes].filter(Boolean).join(', ');
}
