/**
 * Scatter plots and tables of every country of a group, without a model: "life expectancy vs GDP
 * per capita in 2019", "top 10 countries by CO2 per person", "unemployment in Europe as a table".
 * Like a map, each shows one year of every country of the world, a continent or a World Bank
 * region; a question over a range, or of a few named countries, is read as another chart.
 *
 * In "A vs B" A goes up and B across: the dependent measure is named first, as newsrooms and
 * textbooks write "life expectancy vs GDP per capita" for life expectancy (y) against income (x).
 */
import { PLAN_LIMITS, type ChartPlan, type PlanRegionSet, type SourceId } from '../ai-plan';
import { REGION_SETS } from '../../kinds/map/region-sets';
import type { Entity } from './entities';
import type { LayoutWord } from './layout';
import type { Reading } from './lexicon';
import { groupCode, groupOf, notEveryCountry } from './map-plan';
import type { Measure } from './measures';
import type { Periods } from './periods';

export type GroupKind = 'scatter' | 'table';

/** A measure as the question names it, and where. */
export interface NamedMeasure {
  measure: Measure;
  text: string;
  start: number;
}

/** Words asking for another chart: with them, a question is no scatter plot or table of a group. */
const OTHER_CHARTS: readonly LayoutWord[] = ['pie', 'bar', 'line', 'area', 'over-time', 'by-continent'];
const VERSUS = new Set(['vs', 'v', 'versus', 'against']);
/** Ranking words that ask for the lowest first: a table here ranks highest first only. */
const LOWEST = new Set(['lowest', 'smallest', 'poorest', 'least']);

/** The rows a ranking keeps when the question says no number ("the highest life expectancy in Africa"). */
export const DEFAULT_TOP = 10;

export interface TopCount {
  count: number;
  /** Where the number is in the question, so it is not a word the planner missed. */
  start: number;
  end: number;
}

const TOP =
  /\b(?:top|bottom|largest|biggest|highest|richest|most|lowest|smallest|poorest|least)\s+(\d{1,4})\b|\b(\d{1,4})\s+(?:largest|biggest|highest|richest|lowest|smallest|poorest)\b/i;

/** "top 10", "the 5 largest": how many rows a ranking keeps. */
export function readTop(question: string): TopCount | null {
  const match = TOP.exec(question);
  if (!match) return null;
  const digits = match[1] ?? match[2]!;
  const start = match.index + match[0].indexOf(digits);
  return { count: Number(digits), start, end: start + digits.length };
}

/** Whether the question asks for a scatter plot or a table of every country of a group, and which. */
export function asksForGroup(readings: readonly Reading[], layout: ReadonlySet<LayoutWord>, entities: readonly Entity[], periods: Periods): GroupKind | null {
  if (periods.from !== null || periods.to !== null) return null;
  if (OTHER_CHARTS.some((word) => layout.has(word))) return null;
  if (entities.length > 1 || entities.some((entity) => groupOf(entity) === null)) return null;
  if (layout.has('scatter')) return 'scatter';
  if (layout.has('table') || layout.has('top')) return 'table';
  return versus(readings) ? 'scatter' : null;
}

/** "A vs B": a versus word between the first two measures named. */
function versus(readings: readonly Reading[]): boolean {
  const measures = readings.filter((r) => r.meaning.kind === 'measure');
  if (measures.length < 2) return false;
  const [first, second] = measures;
  return readings.some((r) => r.meaning.kind === 'filler' && VERSUS.has(r.text.toLowerCase()) && r.start >= first!.end && r.end <= second!.start);
}

export interface GroupQuestion {
  measures: readonly NamedMeasure[];
  entities: readonly Entity[];
  periods: Periods;
  hint: SourceId | null;
  readings: readonly Reading[];
  top: TopCount | null;
}

export type GroupReading = { ok: true; plan: ChartPlan } | { ok: false; detail: string };

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function where(regions: PlanRegionSet, world: string): string {
  return regions === 'world' ? world : ` in ${REGION_SETS[regions].name}`;
}

/** The plan of a question asking for a scatter plot or a table of a group, or why it cannot be one. */
export function groupPlan(kind: GroupKind, q: GroupQuestion, titleOf: (source: SourceId, indicator: string) => string): GroupReading {
  const regions = q.entities.length === 1 ? groupOf(q.entities[0]!)! : 'world';
  return kind === 'scatter' ? scatterPlan(q, regions, titleOf) : tablePlan(q, regions, titleOf);
}

function scatterPlan(q: GroupQuestion, regions: PlanRegionSet, titleOf: (source: SourceId, indicator: string) => string): GroupReading {
  const sizeWord = q.readings.find((r) => r.meaning.kind === 'layout' && r.meaning.layout === 'size');
  const size = sizeWord ? q.measures.find((m) => m.start >= sizeWord.end) : undefined;
  const axes = q.measures.filter((m) => m !== size);
  if (axes.length !== 2 || (sizeWord && !size))
    return {
      ok: false,
      detail: 'a scatter plot shows two measures, one against the other ("life expectancy vs GDP per capita"), and a third as the bubble size after "sized by"',
    };
  // Named first goes up: "A vs B" is A (y) against B (x).
  const [y, x] = axes as [NamedMeasure, NamedMeasure];
  const ordered = size ? [x, y, size] : [x, y];
  const codes = ordered.map((m) => groupCode(m.measure, q.hint, q.periods.at));
  const lacking = codes.findIndex((code) => code === undefined);
  if (lacking >= 0) return { ok: false, detail: `a scatter plot needs ${notEveryCountry(ordered[lacking]!.text, q.hint)}` };
  const named = `${sentence(y.text)} vs ${x.text}${where(regions, '')}`;
  return {
    ok: true,
    plan: {
      name: q.periods.at ? `${named}, ${q.periods.at}` : named,
      chartType: 'scatter',
      columns: [titleOf(codes[0]![0], codes[0]![1]), titleOf(codes[1]![0], codes[1]![1])],
      layout: 'snapshot',
      from: null,
      to: null,
      at: q.periods.at,
      regions,
      groupBy: 'continent',
      top: null,
      series: ordered.map((m, i) => ({ label: m.text, source: codes[i]![0], indicator: codes[i]![1], entity: regions })),
      refusal: null,
    },
  };
}

function tablePlan(q: GroupQuestion, regions: PlanRegionSet, titleOf: (source: SourceId, indicator: string) => string): GroupReading {
  const ranking = q.readings.find((r) => r.meaning.kind === 'layout' && r.meaning.layout === 'top');
  if (ranking && LOWEST.has(ranking.text.toLowerCase())) return { ok: false, detail: 'I rank countries highest first only: ask for the top ones' };
  const top = q.top?.count ?? (ranking ? DEFAULT_TOP : null);
  if (top !== null && (top < 1 || top > PLAN_LIMITS.top))
    return { ok: false, detail: `a ranking keeps 1 to ${PLAN_LIMITS.top} countries; ask for every country "in a table" instead` };
  if (q.measures.length > PLAN_LIMITS.series) return { ok: false, detail: `a table here has at most ${PLAN_LIMITS.series} columns` };
  const codes = q.measures.map((m) => groupCode(m.measure, q.hint, q.periods.at));
  const lacking = codes.findIndex((code) => code === undefined);
  if (lacking >= 0) return { ok: false, detail: `a table of every country needs ${notEveryCountry(q.measures[lacking]!.text, q.hint)}` };
  const first = q.measures[0]!;
  const named =
    top !== null
      ? `Top ${top} countries by ${first.text}${where(regions, '')}`
      : `${sentence(q.measures.map((m) => m.text).join(', '))}${where(regions, ' by country')}`;
  return {
    ok: true,
    plan: {
      name: q.periods.at ? `${named}, ${q.periods.at}` : named,
      chartType: 'table',
      columns: ['Country', titleOf(codes[0]![0], codes[0]![1])],
      layout: 'snapshot',
      from: null,
      to: null,
      at: q.periods.at,
      regions,
      groupBy: null,
      top,
      series: q.measures.map((m, i) => ({ label: m.text, source: codes[i]![0], indicator: codes[i]![1], entity: regions })),
      refusal: null,
    },
  };
}
