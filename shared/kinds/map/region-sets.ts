/**
 * The sets of regions a map can show: the world's countries, each continent's and each World
 * Bank region's (framed views of the same countries), and the US states. Membership comes from the
 * region tables, so a country is in Africa here exactly when the planner's "in Africa" means it.
 */
import type { RegionSetId } from './map-options';
import { COUNTRY_TABLE } from './regions/country-table';
import { US_STATES } from './regions/us-states';

export type MapGeometryId = 'world' | 'us';

export interface RegionSet {
  id: RegionSetId;
  /** How the builder, the legend and messages name it: "Africa", "US states". */
  name: string;
  geometry: MapGeometryId;
  /** Its regions' codes: ISO 3166-1 alpha-3, or the states' postal codes. */
  codes: readonly string[];
}

const CONTINENTS: ReadonlyArray<readonly [RegionSetId, string]> = [
  ['africa', 'Africa'],
  ['asia', 'Asia'],
  ['europe', 'Europe'],
  ['north-america', 'North America'],
  ['south-america', 'South America'],
  ['oceania', 'Oceania'],
];

/** The World Bank's seven regions, by the code its data uses (shared/ai/catalogue/entities.ts). */
const WORLD_BANK_REGIONS: ReadonlyArray<readonly [RegionSetId, string, string]> = [
  ['wb-eas', 'EAS', 'East Asia & Pacific'],
  ['wb-ecs', 'ECS', 'Europe & Central Asia'],
  ['wb-lcn', 'LCN', 'Latin America & Caribbean'],
  ['wb-mea', 'MEA', 'Middle East & North Africa'],
  ['wb-nac', 'NAC', 'North America (World Bank)'],
  ['wb-sas', 'SAS', 'South Asia'],
  ['wb-ssf', 'SSF', 'Sub-Saharan Africa'],
];

const countries = (keep: (row: (typeof COUNTRY_TABLE)[number]) => boolean) => COUNTRY_TABLE.filter(keep).map(([iso3]) => iso3);

const set = (id: RegionSetId, name: string, geometry: MapGeometryId, codes: readonly string[]): [RegionSetId, RegionSet] => [id, { id, name, geometry, codes }];

export const REGION_SETS: Readonly<Record<RegionSetId, RegionSet>> = Object.fromEntries([
  set(
    'world',
    'World',
    'world',
    countries(() => true),
  ),
  ...CONTINENTS.map(([id, name]) =>
    set(
      id,
      name,
      'world',
      countries((row) => row[4] === id),
    ),
  ),
  ...WORLD_BANK_REGIONS.map(([id, code, name]) =>
    set(
      id,
      name,
      'world',
      countries((row) => row[5] === code),
    ),
  ),
  set(
    'us-states',
    'US states',
    'us',
    US_STATES.map(([postal]) => postal),
  ),
]) as Record<RegionSetId, RegionSet>;

/** The sets of framed views, narrowest first: what a map of a few countries is guessed to show. */
export const REGION_VIEWS: readonly RegionSetId[] = [...CONTINENTS.map(([id]) => id), ...WORLD_BANK_REGIONS.map(([id]) => id)];

const NAMES = new Map<string, string>([
  ...COUNTRY_TABLE.map(([iso3, , , name]) => [iso3, name] as const),
  ...US_STATES.map(([postal, , name]) => [postal, name] as const),
]);

/** A region's name for readers: "France", "Texas"; a code no table has stays as written. */
export const regionName = (code: string): string => NAMES.get(code) ?? code;
