/**
 * The planner: a question read into the plan the model answers (shared/ai/ai-plan.ts) from the
 * catalogue alone, or, when it cannot read the question whole, what it understood. It plans only
 * what the question names: a word it does not know, a measure no single source holds for every
 * entity, or a ranking it would have to guess is a "not understood", never a nearby chart.
 */
import { checkPlan, SOURCE_NAMES, type ChartPlan, type SourceId } from '../ai-plan';
import type { MeasureCode } from '../catalogue/synonyms';
import { PRICE_INDICATOR } from '../catalogue/prices';
import { OWID_CONTINENTS } from '../catalogue/entities';
import { continent, type Entity, type EntityKind } from './entities';
import { asksForMap, mapPlan } from './map-plan';
import { asksForGroup, groupPlan, readTop, type GroupKind, type NamedMeasure } from './group-plan';
import type { LayoutWord } from './layout';
import { readWords, type Reading } from './lexicon';
import { measureTitle, type Measure } from './measures';
import { readPeriods, withoutPeriods, type Periods } from './periods';
import { tokenize } from './tokens';
import { QUESTION_LIMIT, tooLongMessage, understoodMessage, type Missing, type Understood, type UnderstoodPart } from './understood';

/**
 * `sure`: every word was read as typed (no one-edit correction), so a server with a model may answer
 * the plan without asking it; a guess goes to the model with the plan as a hint.
 */
export type PlannerResult = { ok: true; plan: ChartPlan; understood: Understood; sure: boolean } | { ok: false; message: string; understood: Understood };

/** The entities each source holds, and the first year it has. */
const SOURCE_REACH: Record<SourceId, { kinds: readonly EntityKind[]; firstYear: number }> = {
  worldbank: { kinds: ['country', 'aggregate', 'world'], firstYear: 1960 },
  imf: { kinds: ['country'], firstYear: 1980 },
  owid: { kinds: ['country', 'continent', 'world'], firstYear: 1700 },
  sec: { kinds: ['company'], firstYear: 2009 },
  prices: { kinds: ['company', 'market'], firstYear: 0 },
};

/** How each source writes an entity. */
function entityCode(source: SourceId, entity: Entity): string {
  if (source === 'owid') return entity.kind === 'world' ? 'World' : entity.name;
  return entity.code;
}

function chooseSource(measures: readonly Measure[], entities: readonly Entity[], firstYear: number | null, hint: SourceId | null, today: Date) {
  const holds = (source: SourceId) => {
    const reach = SOURCE_REACH[source];
    if (!entities.every((e) => reach.kinds.includes(e.kind))) return false;
    if (source === 'prices') return firstYear === null || firstYear >= today.getUTCFullYear() - 1;
    return firstYear === null || firstYear >= reach.firstYear;
  };
  const candidates = [...new Set(measures.flatMap((m) => m.codes.map(([source]) => source)))];
  const order = hint ? [hint, ...candidates.filter((s) => s !== hint)] : candidates;
  for (const source of order) {
    if (!holds(source)) continue;
    const codes = measures.map((m) => m.codes.find(([s]) => s === source));
    if (codes.every((c) => c !== undefined)) return { source, codes: codes as MeasureCode[] };
    if (hint === source) return null;
  }
  return null;
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Words typed in lower case that a chart's name writes in capitals. */
const ACRONYMS = /\b(gdp|gni|co2|ppp|eps|hdi|r&d|oecd)\b/gi;
const named = (text: string) => text.replace(ACRONYMS, (word) => word.toUpperCase());

export function planQuestion(question: string, today: Date = new Date()): PlannerResult {
  const empty: Understood = { parts: [], missing: [], unknownWords: [] };
  const trimmed = question.trim();
  if (trimmed === '') {
    const understood = { ...empty, missing: ['question' as Missing] };
    return { ok: false, message: understoodMessage(understood), understood };
  }
  if (question.length > QUESTION_LIMIT) return { ok: false, message: tooLongMessage(question.length), understood: empty };

  const periods: Periods = readPeriods(question, today);
  const tokens = tokenize(withoutPeriods(question, periods));
  const { readings, unknown: unread } = readWords(tokens, question);
  // The number of "top 10" is read as the ranking's, not a word missed.
  const top = readTop(question);
  const unknown = unread.filter((token) => !(top && token.start === top.start && token.end === top.end));

  const parts: UnderstoodPart[] = [];
  const measures: NamedMeasure[] = [];
  const entities: Entity[] = [];
  const layout = new Set<LayoutWord>();
  let hint: SourceId | null = null;
  const note = (reading: Reading, kind: UnderstoodPart['kind']) => parts.push({ kind, text: reading.text, start: reading.start, end: reading.end });
  for (const reading of readings) {
    const { meaning } = reading;
    if (meaning.kind === 'measure') {
      note(reading, 'measure');
      if (!measures.some((m) => m.measure.codes === meaning.measure.codes))
        measures.push({ measure: meaning.measure, text: named(meaning.measure.label), start: reading.start });
    } else if (meaning.kind === 'entity' || meaning.kind === 'group') {
      note(reading, 'entity');
      for (const entity of meaning.kind === 'group' ? meaning.entities : [meaning.entity])
        if (!entities.some((e) => e.kind === entity.kind && e.code === entity.code)) entities.push(entity);
    } else if (meaning.kind === 'source') {
      note(reading, 'source');
      hint = meaning.source;
    } else if (meaning.kind === 'layout') {
      note(reading, 'layout');
      layout.add(meaning.layout);
    }
  }
  for (const span of periods.spans) parts.push({ kind: 'period', ...span });
  parts.sort((a, b) => a.start - b.start);
  if (layout.has('by-continent')) for (const name of OWID_CONTINENTS) if (!entities.some((e) => e.code === name)) entities.push(continent(name));

  // Indices and crypto need no measure: their price is the only thing charted of them.
  const priceOnly = entities.length > 0 && entities.every((e) => e.kind === 'market');
  const wanted = measures.map((m) => m.measure);
  if (wanted.length === 0 && priceOnly) wanted.push({ label: 'price', codes: [['prices', PRICE_INDICATOR]] });

  const sure = readings.every((r) => !r.corrected);
  const group = asksForGroup(readings, layout, entities, periods);
  if (group) return readGroup(group, { measures, entities, periods, hint, parts, unknown, layout, sure }, readings, top);
  if (asksForMap(readings, layout, entities, periods)) return readMap({ measures, entities, periods, hint, parts, unknown, layout, sure });

  const missing: Missing[] = [];
  if (wanted.length === 0) missing.push('measure');
  if (entities.length === 0) missing.push('entity');
  if (unknown.length > 0) missing.push('words');
  if (layout.has('top')) missing.push('ranking');
  const understood: Understood = { parts, missing, unknownWords: unknown.map((t) => t.raw) };
  if (missing.length > 0) return { ok: false, message: understoodMessage(understood), understood };

  const firstYear = periods.from ? Number(periods.from.slice(0, 4)) : periods.at ? Number(periods.at) : null;
  const chosen = chooseSource(wanted, entities, firstYear, hint, today);
  if (!chosen) {
    understood.missing.push('source');
    const detail = hint
      ? `${SOURCE_NAMES[hint]} has no such series for ${entities.map((e) => e.name).join(', ')}`
      : 'no source I know holds all of that in one chart';
    return { ok: false, message: understoodMessage(understood, detail), understood };
  }

  const snapshot =
    layout.has('pie') || ((layout.has('rank') || layout.has('by-continent') || periods.at !== null) && periods.from === null && !layout.has('over-time'));
  const chartType = layout.has('pie')
    ? 'pie'
    : layout.has('bar')
      ? 'bar'
      : layout.has('area')
        ? 'area'
        : layout.has('line')
          ? 'line'
          : layout.has('table')
            ? 'table'
            : null;
  const measureNames = measures.length > 0 ? measures.map((m) => m.text) : ['price'];
  const several = chosen.codes.length > 1;
  const series = chosen.codes.flatMap(([source, indicator], index) =>
    entities.map((entity) => ({
      label: several ? `${entity.name} ${measureNames[index]!.toLowerCase()}` : entity.name,
      source,
      indicator,
      entity: entityCode(source, entity),
    })),
  );
  const name = sentence(entities.length <= 3 ? `${measureNames.join(' vs ')}: ${entities.map((e) => e.name).join(', ')}` : measureNames.join(' vs '));
  const yTitle = several ? measureNames.map(sentence).join(', ') : measureTitle(chosen.source, chosen.codes[0]![1]);
  const raw: ChartPlan = {
    name: snapshot && periods.at ? `${name}, ${periods.at}` : name,
    chartType,
    columns: [snapshot ? '' : chosen.source === 'prices' ? 'Date' : 'Year', yTitle],
    layout: snapshot ? 'snapshot' : 'over-time',
    from: snapshot ? null : (periods.from ?? periods.at),
    to: snapshot ? null : (periods.to ?? periods.at),
    at: snapshot ? periods.at : null,
    regions: null,
    groupBy: null,
    top: null,
    series,
    refusal: null,
  };
  const checked = checkPlan(raw);
  if (!checked.ok) return { ok: false, message: understoodMessage(understood), understood };
  if (checked.tooBig) return { ok: false, message: checked.tooBig, understood };
  return { ok: true, plan: checked.plan, understood, sure };
}

interface MapQuestion {
  measures: NamedMeasure[];
  entities: Entity[];
  periods: Periods;
  hint: SourceId | null;
  parts: UnderstoodPart[];
  unknown: ReadonlyArray<{ raw: string }>;
  layout: ReadonlySet<LayoutWord>;
  sure: boolean;
}

/** A question asking for a map: its plan, or what was read and why it is no map. */
function readMap(q: MapQuestion): PlannerResult {
  const missing: Missing[] = [];
  if (q.measures.length === 0) missing.push('measure');
  if (q.unknown.length > 0) missing.push('words');
  if (q.layout.has('top')) missing.push('ranking');
  const understood: Understood = { parts: q.parts, missing, unknownWords: q.unknown.map((t) => t.raw) };
  if (missing.length > 0) return { ok: false, message: understoodMessage(understood), understood };
  const read = mapPlan(q.measures, q.entities, q.periods, q.hint, measureTitle);
  if (!read.ok) {
    understood.missing.push('source');
    return { ok: false, message: understoodMessage(understood, read.detail), understood };
  }
  const checked = checkPlan(read.plan);
  if (!checked.ok) return { ok: false, message: understoodMessage(understood), understood };
  return { ok: true, plan: checked.plan, understood, sure: q.sure };
}

/** A question asking for a scatter plot or a table of every country of a group: its plan, or what was read and why it is neither. */
function readGroup(kind: GroupKind, q: MapQuestion, readings: readonly Reading[], top: ReturnType<typeof readTop>): PlannerResult {
  const missing: Missing[] = [];
  if (q.measures.length === 0) missing.push('measure');
  if (q.unknown.length > 0) missing.push('words');
  const understood: Understood = { parts: q.parts, missing, unknownWords: q.unknown.map((t) => t.raw) };
  if (missing.length > 0) return { ok: false, message: understoodMessage(understood), understood };
  const read = groupPlan(kind, { measures: q.measures, entities: q.entities, periods: q.periods, hint: q.hint, readings, top }, measureTitle);
  if (!read.ok) {
    understood.missing.push('source');
    return { ok: false, message: understoodMessage(understood, read.detail), understood };
  }
  const checked = checkPlan(read.plan);
  if (!checked.ok) return { ok: false, message: understoodMessage(understood), understood };
  if (checked.tooBig) return { ok: false, message: checked.tooBig, understood };
  return { ok: true, plan: checked.plan, understood, sure: q.sure };
}
