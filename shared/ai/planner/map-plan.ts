/**
 * Maps without a model: "life expectancy in Africa in 2022", "CO2 per person by country", "map of
 * unemployment in Europe". A map shows every country of one group (the world, a continent, a World
 * Bank region) at one year, so a question asking for one over a range, or of a few named countries,
 * is not read as a map; the planner says what it found instead of guessing another chart.
 */
import { MAP_SOURCES, SOURCE_NAMES, type ChartPlan, type PlanRegionSet, type SourceId } from '../ai-plan';
import type { MeasureCode } from '../catalogue/synonyms';
import { REGION_SETS } from '../../kinds/map/region-sets';
import type { Entity } from './entities';
import type { LayoutWord } from './layout';
import type { Reading } from './lexicon';
import type { Measure } from './measures';
import type { Periods } from './periods';

const CONTINENT_SETS: Record<string, PlanRegionSet> = {
  Africa: 'africa',
  Asia: 'asia',
  Europe: 'europe',
  'North America': 'north-america',
  'South America': 'south-america',
  Oceania: 'oceania',
};

/** The World Bank's regions by their aggregate code (shared/ai/catalogue/entities.ts). */
const WORLD_BANK_REGION_SETS: Record<string, PlanRegionSet> = {
  EAS: 'wb-eas',
  ECS: 'wb-ecs',
  LCN: 'wb-lcn',
  MEA: 'wb-mea',
  NAC: 'wb-nac',
  SAS: 'wb-sas',
  SSF: 'wb-ssf',
};

/** The region set an entity names as a group of countries, if it is one. */
export function groupOf(entity: Entity): PlanRegionSet | null {
  if (entity.kind === 'world') return 'world';
  if (entity.kind === 'continent') return CONTINENT_SETS[entity.code] ?? null;
  if (entity.kind === 'aggregate') return WORLD_BANK_REGION_SETS[entity.code] ?? null;
  return null;
}

const CHART_WORDS: readonly LayoutWord[] = ['pie', 'bar', 'line', 'area', 'over-time', 'rank', 'by-continent'];

/**
 * Whether the question asks for a map: a map word ("by country", "map of"), or one measure "in" one
 * continent or World Bank region at one year or none, with no other chart asked for. "GDP of Africa
 * over time" and "child mortality in Africa vs Europe since 1950" stay lines of the aggregates.
 */
export function asksForMap(readings: readonly Reading[], layout: ReadonlySet<LayoutWord>, entities: readonly Entity[], periods: Periods): boolean {
  if (layout.has('map')) return true;
  if (entities.length !== 1 || periods.from !== null || periods.to !== null) return false;
  if (CHART_WORDS.some((word) => layout.has(word))) return false;
  const group = groupOf(entities[0]!);
  if (group === null || group === 'world') return false;
  return readings.some((reading, k) => {
    const before = readings[k - 1];
    return reading.meaning.kind === 'entity' && before?.meaning.kind === 'filler' && before.text.toLowerCase() === 'in';
  });
}

export type MapReading = { ok: true; plan: ChartPlan } | { ok: false; detail: string };

const MAP_FIRST_YEAR: Record<(typeof MAP_SOURCES)[number], number> = { worldbank: 1960, owid: 1700 };

/** The code of a measure a source publishes for every country at once (at the year, if one is asked), preferring the source the question names. */
export function groupCode(measure: Measure, hint: SourceId | null, at: string | null): MeasureCode | undefined {
  const year = at === null ? null : Number(at.slice(0, 4));
  const usable = (code: MeasureCode) =>
    MAP_SOURCES.includes(code[0] as never) && (year === null || year >= MAP_FIRST_YEAR[code[0] as (typeof MAP_SOURCES)[number]]);
  return hint ? measure.codes.find((c) => c[0] === hint && usable(c)) : measure.codes.find(usable);
}

/** Why a measure has no such code, as the planner's message says it. */
export function notEveryCountry(text: string, hint: SourceId | null): string {
  const by = hint ? SOURCE_NAMES[hint] : `${SOURCE_NAMES.worldbank} or ${SOURCE_NAMES.owid}`;
  return `a measure ${by} publishes for every country, and ${text} is not one I know there`;
}

/** The map plan of a question that asks for one, or why it cannot be one. */
export function mapPlan(
  measures: ReadonlyArray<{ measure: Measure; text: string }>,
  entities: readonly Entity[],
  periods: Periods,
  hint: SourceId | null,
  titleOf: (source: SourceId, indicator: string) => string,
): MapReading {
  if (measures.length !== 1) return { ok: false, detail: 'a map shows one measure: ask for one at a time' };
  if (periods.from !== null || periods.to !== null) return { ok: false, detail: 'a map shows one year: ask for one, like "in 2022", or none for the latest' };
  const groups = entities.map(groupOf);
  if (entities.length > 1 || groups.some((g) => g === null))
    return { ok: false, detail: 'a map shows every country of the world, a continent or a World Bank region: name one of those, or none for the world' };
  const regions = groups[0] ?? 'world';
  const { measure, text } = measures[0]!;
  const code = groupCode(measure, hint, periods.at);
  if (!code) return { ok: false, detail: `a map needs ${notEveryCountry(text, hint)}` };
  const [source, indicator] = code;
  const where = regions === 'world' ? 'by country' : `in ${REGION_SETS[regions].name}`;
  const name = `${text.charAt(0).toUpperCase()}${text.slice(1)} ${where}`;
  return {
    ok: true,
    plan: {
      name: periods.at ? `${name}, ${periods.at}` : name,
      chartType: 'map',
      columns: ['', titleOf(source, indicator)],
      layout: 'snapshot',
      from: null,
      to: null,
      at: periods.at,
      regions,
      groupBy: null,
      top: null,
      series: [{ label: text, source, indicator, entity: regions }],
      refusal: null,
    },
  };
}
