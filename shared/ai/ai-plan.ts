/**
 * The grounded AI contract (docs/api.md, "Chat-to-Chart (AI)"): the model answers a plan that names
 * series in open-data sources, never numbers. This file holds the plan's JSON schema, as the model
 * is asked for it, and the check every plan passes before the server fetches anything.
 */

import { REGION_SET_IDS, type RegionSetId } from '../kinds/map/map-options';

export const SOURCE_IDS = ['worldbank', 'imf', 'sec', 'owid', 'prices'] as const;
export type SourceId = (typeof SOURCE_IDS)[number];

/** How each source is named to readers, in captions and in the builder. */
export const SOURCE_NAMES: Record<SourceId, string> = {
  worldbank: 'World Bank',
  imf: 'IMF',
  sec: 'SEC EDGAR',
  owid: 'Our World in Data',
  prices: 'Market prices',
};

export const PLAN_CHART_TYPES = ['line', 'bar', 'pie', 'area', 'map', 'scatter', 'table'] as const;
export const PLAN_LAYOUTS = ['over-time', 'snapshot'] as const;
/** The chart types that show every country of a group at once: each series a template the server expands. */
export const GROUP_CHART_TYPES = ['map', 'scatter', 'table'] as const;
/** What colours a scatter plot's points: each country's continent (OWID's), or its World Bank region. */
export const PLAN_GROUP_BY = ['continent', 'wb-region'] as const;
export type PlanGroupBy = (typeof PLAN_GROUP_BY)[number];

/**
 * The groups a map plan may name: every country of the world, a continent or a World Bank region.
 * No source here publishes US states, so their set is no plan's.
 */
export const PLAN_REGION_SETS = REGION_SET_IDS.filter((id): id is Exclude<RegionSetId, 'us-states'> => id !== 'us-states');
export type PlanRegionSet = (typeof PLAN_REGION_SETS)[number];

/** The sources that answer every country of an indicator in one call (docs/api.md, "Maps"). */
export const MAP_SOURCES = ['worldbank', 'owid'] as const satisfies readonly SourceId[];

export const PLAN_LIMITS = {
  series: 12,
  text: 200,
  code: 100,
  /** A range longer than this is "centuries": no source here holds it, and nobody reads it as one chart. */
  years: 100,
  /** The most rows a "top N" table keeps: past it, it is the whole group's table. */
  top: 100,
};

export interface PlanSeries {
  label: string;
  source: SourceId;
  /** WDI code; IMF DataMapper code; SEC metric or us-gaap concept; OWID grapher slug; "close" for prices. */
  indicator: string;
  /** ISO3 or a World Bank aggregate; ISO3; a ticker; an OWID entity; a price symbol. */
  entity: string;
}

export interface ChartPlan {
  name: string;
  chartType: (typeof PLAN_CHART_TYPES)[number] | null;
  columns: [string, string];
  layout: (typeof PLAN_LAYOUTS)[number];
  /** Inclusive periods: "2010", "2024-01-31". */
  from: string | null;
  to: string | null;
  /** The snapshot's period; null for the latest every series has. */
  at: string | null;
  /**
   * A map's group: its one series is a template whose entity the server expands to every member
   * country the source publishes. Null for every other chart.
   */
  regions: PlanRegionSet | null;
  /** A scatter plot's point colours: by continent (the default) or World Bank region. Null for every other chart. */
  groupBy: PlanGroupBy | null;
  /** A table of the N countries with the highest value of its first series; null for the whole group, and for every other chart. */
  top: number | null;
  series: PlanSeries[];
  refusal: string | null;
}

/** A period as the sources and the plan write it: a year, a month or a day. */
export const PERIOD = /^\d{4}(-\d{2}(-\d{2})?)?$/;

export type PlanCheck = { ok: true; plan: ChartPlan } | { ok: false; reason: string };

const text = (value: unknown, max = PLAN_LIMITS.text): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= max;
const period = (value: unknown): value is string | null => value === null || (typeof value === 'string' && PERIOD.test(value));

/**
 * A plan's shape and bounds. Too many series or a range of centuries is a plan nobody can chart,
 * said with `tooBig` so the caller answers 422 rather than asking the model again.
 */
export function checkPlan(raw: unknown): PlanCheck & { tooBig?: string } {
  const fail = (reason: string): PlanCheck => ({ ok: false, reason });
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('not an object');
  const p = raw as Record<string, unknown>;
  const refusal = typeof p.refusal === 'string' && p.refusal.trim() !== '' ? p.refusal.trim().slice(0, 500) : null;
  if (!text(p.name)) return fail('name');
  if (p.chartType !== null && p.chartType !== undefined && !PLAN_CHART_TYPES.includes(p.chartType as never)) return fail('chartType');
  if (!Array.isArray(p.columns) || p.columns.length !== 2 || !p.columns.every((c) => typeof c === 'string' && c.length <= PLAN_LIMITS.text))
    return fail('columns');
  if (!PLAN_LAYOUTS.includes(p.layout as never)) return fail('layout');
  if (!period(p.from ?? null) || !period(p.to ?? null) || !period(p.at ?? null)) return fail('period');
  if (!Array.isArray(p.series)) return fail('series');
  const series: PlanSeries[] = [];
  for (const s of p.series as Array<Record<string, unknown>>) {
    if (typeof s !== 'object' || s === null) return fail('series item');
    if (!text(s.label)) return fail('series label');
    if (!SOURCE_IDS.includes(s.source as never)) return fail('series source');
    if (!text(s.indicator, PLAN_LIMITS.code) || !text(s.entity, PLAN_LIMITS.code)) return fail('series code');
    series.push({ label: s.label.trim(), source: s.source as SourceId, indicator: s.indicator.trim(), entity: s.entity.trim() });
  }
  if (refusal === null && series.length === 0) return fail('no series');
  const plan: ChartPlan = {
    name: p.name.trim(),
    chartType: (p.chartType as ChartPlan['chartType']) ?? null,
    columns: p.columns as [string, string],
    layout: p.layout as ChartPlan['layout'],
    from: (p.from as string | null) ?? null,
    to: (p.to as string | null) ?? null,
    at: (p.at as string | null) ?? null,
    regions: null,
    groupBy: null,
    top: null,
    series: refusal === null ? series : [],
    refusal,
  };
  const group = groupPlan(plan, p);
  if (typeof group === 'string') return fail(group);
  const checked = group ?? plan;
  const tooBig = tooBigReason(checked);
  return tooBig ? { ok: true, plan: checked, tooBig } : { ok: true, plan: checked };
}

/**
 * A plan naming a group, or asking for a map, a scatter plot of countries or a table of them, is a
 * group plan: a snapshot whose series are templates whose entity is the group (the server expands
 * each to every member country). Without a group it shows the world. A table without a group that
 * names series of its own is an ordinary chart drawn as a table. Null when the plan is no group
 * plan; a reason when it is one that cannot be drawn.
 */
function groupPlan(plan: ChartPlan, raw: Record<string, unknown>): ChartPlan | string | null {
  const regions = raw.regions ?? null;
  if (regions !== null && !PLAN_REGION_SETS.includes(regions as never)) return 'regions';
  const type = plan.chartType;
  const grouped = type === 'map' || type === 'scatter' || (type === 'table' && (regions !== null || raw.top != null));
  if (regions === null && !grouped) return null;
  // A group asked with another chart type (or none) is a map, as it was before scatter plots and tables.
  const chartType = GROUP_CHART_TYPES.find((kind) => kind === type) ?? 'map';
  const groupBy = raw.groupBy ?? null;
  if (groupBy !== null && !PLAN_GROUP_BY.includes(groupBy as never)) return 'groupBy';
  const top = raw.top ?? null;
  if (top !== null && (!Number.isSafeInteger(top) || (top as number) < 1 || (top as number) > PLAN_LIMITS.top)) return 'top';
  const set = (regions ?? 'world') as PlanRegionSet;
  // Each field means something to one kind only; on another it is read as null rather than refused.
  const shaped = {
    ...plan,
    chartType,
    regions: set,
    groupBy: chartType === 'scatter' ? ((groupBy as PlanGroupBy | null) ?? 'continent') : null,
    top: chartType === 'table' ? (top as number | null) : null,
  };
  if (plan.refusal) return shaped;
  const count = plan.series.length;
  if (chartType === 'map' && count !== 1) return 'a map has one series template';
  if (chartType === 'scatter' && (count < 2 || count > 3)) return 'a scatter plot has two series templates, x then y, and a third for the bubble size';
  // A template from a source without every country at once is the sources' miss, said back to the model.
  return { ...shaped, layout: 'snapshot', from: null, to: null, series: plan.series.map((template) => ({ ...template, entity: set })) };
}

function tooBigReason(plan: ChartPlan): string | undefined {
  if (plan.series.length > PLAN_LIMITS.series) {
    return `That needs ${plan.series.length} series; a chart here shows at most ${PLAN_LIMITS.series}. Ask for fewer countries, companies or measures.`;
  }
  if (plan.from && plan.to) {
    const span = Number(plan.to.slice(0, 4)) - Number(plan.from.slice(0, 4));
    if (span > PLAN_LIMITS.years) return `That range is ${span} years; ask for at most ${PLAN_LIMITS.years} years at a time.`;
    if (span < 0) return 'That range ends before it starts.';
  }
  return undefined;
}

/** The JSON Schema of the plan, given to the model as a strict response format named `chart_plan`. */
export const CHART_PLAN_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'chartType', 'columns', 'layout', 'from', 'to', 'at', 'regions', 'groupBy', 'top', 'series', 'refusal'],
  properties: {
    name: { type: 'string', description: 'What the chart shows, e.g. "US GDP growth vs inflation"' },
    chartType: {
      type: ['string', 'null'],
      enum: [...PLAN_CHART_TYPES, null],
      description: 'null lets the automatic rule decide; "map", "scatter" or "table" of every country of a group with regions',
    },
    columns: { type: 'array', items: { type: 'string' }, description: 'The x-axis title, then the y-axis title (with the unit)' },
    layout: { type: 'string', enum: [...PLAN_LAYOUTS], description: 'over-time: periods on x; snapshot: one value per series (pie, ranking)' },
    from: { type: ['string', 'null'], description: 'First period, inclusive: "2010" or "2024-01-31"' },
    to: { type: ['string', 'null'], description: 'Last period, inclusive' },
    at: { type: ['string', 'null'], description: 'Snapshot period; null for the latest every series has (a map: the latest most countries have)' },
    regions: {
      type: ['string', 'null'],
      enum: [...PLAN_REGION_SETS, null],
      description:
        'Every country of a group: the world, a continent, or a World Bank region (wb-eas, wb-ecs, wb-lcn, wb-mea, wb-nac, wb-sas, wb-ssf). Then chartType "map", "scatter" or "table", layout "snapshot", and series (worldbank or owid) whose entity is the same group id; the server fetches every member country. null for other charts',
    },
    groupBy: {
      type: ['string', 'null'],
      enum: [...PLAN_GROUP_BY, null],
      description: 'A scatter plot: colour each country by its "continent" (the default) or "wb-region". null for other charts',
    },
    top: {
      type: ['integer', 'null'],
      description: `A table of the N countries with the highest value of its first series ("top 10"), at most ${PLAN_LIMITS.top}; null for every country of the group, and for other charts`,
    },
    series: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['label', 'source', 'indicator', 'entity'],
        properties: {
          label: { type: 'string' },
          source: { type: 'string', enum: [...SOURCE_IDS] },
          indicator: { type: 'string', description: 'WDI code; IMF DataMapper code; SEC metric; OWID grapher slug; "close" for prices' },
          entity: { type: 'string', description: 'ISO3 or World Bank aggregate; ISO3; ticker; OWID entity name; price symbol' },
        },
      },
    },
    refusal: { type: ['string', 'null'], description: 'Why no listed source answers; then series is []' },
  },
} as const;
