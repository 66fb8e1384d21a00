/**
 * Short ways to write the evaluation's expected plans: a question's plan is mostly its series, so
 * the rest gets defaults a good planner would choose. Labels, name and columns are filled in but
 * never compared (match-plan.ts).
 */
import type { ChartPlan, PlanRegionSet, PlanSeries, SourceId } from '@shared/ai/ai-plan';

export type SeriesSpec = readonly [source: SourceId, indicator: string, entity: string];

export interface PlanOptions {
  chartType?: ChartPlan['chartType'];
  from?: string;
  to?: string;
  at?: string;
  columns?: [string, string];
}

const series = ([source, indicator, entity]: SeriesSpec): PlanSeries => ({ label: `${entity} ${indicator}`, source, indicator, entity });

export function overTime(name: string, specs: readonly SeriesSpec[], options: PlanOptions = {}): ChartPlan {
  return {
    name,
    chartType: options.chartType ?? null,
    columns: options.columns ?? ['Year', name],
    layout: 'over-time',
    from: options.from ?? null,
    to: options.to ?? null,
    at: null,
    regions: null,
    groupBy: null,
    top: null,
    series: specs.map(series),
    refusal: null,
  };
}

export function snapshot(name: string, specs: readonly SeriesSpec[], options: PlanOptions = {}): ChartPlan {
  return {
    name,
    chartType: options.chartType ?? null,
    columns: options.columns ?? ['', name],
    layout: 'snapshot',
    from: null,
    to: null,
    at: options.at ?? null,
    regions: null,
    groupBy: null,
    top: null,
    series: specs.map(series),
    refusal: null,
  };
}

/** A map of every country of a group at one year (null: the latest most countries have). */
export function map(name: string, [source, indicator]: readonly [SourceId, string], regions: PlanRegionSet, at: string | null = null): ChartPlan {
  return {
    name,
    chartType: 'map',
    columns: ['', name],
    layout: 'snapshot',
    from: null,
    to: null,
    at,
    regions,
    groupBy: null,
    top: null,
    series: [{ label: name, source, indicator, entity: regions }],
    refusal: null,
  };
}

type Measure = readonly [SourceId, string];

/** A scatter plot of every country of a group: x, then y, then the bubble size; points coloured by continent. */
export function scatter(name: string, measures: readonly Measure[], regions: PlanRegionSet, at: string | null = null): ChartPlan {
  return {
    name,
    chartType: 'scatter',
    columns: ['', ''],
    layout: 'snapshot',
    from: null,
    to: null,
    at,
    regions,
    groupBy: 'continent',
    top: null,
    series: measures.map(([source, indicator]) => ({ label: indicator, source, indicator, entity: regions })),
    refusal: null,
  };
}

/** A table of every country of a group (or its `top` highest by the first measure), one column per measure. */
export function table(name: string, measures: readonly Measure[], regions: PlanRegionSet, options: { at?: string; top?: number } = {}): ChartPlan {
  return {
    name,
    chartType: 'table',
    columns: ['Country', name],
    layout: 'snapshot',
    from: null,
    to: null,
    at: options.at ?? null,
    regions,
    groupBy: null,
    top: options.top ?? null,
    series: measures.map(([source, indicator]) => ({ label: indicator, source, indicator, entity: regions })),
    refusal: null,
  };
}

/** One indicator of one source for several entities: the commonest plan. */
export const each = (source: SourceId, indicator: string, entities: readonly string[]): SeriesSpec[] =>
  entities.map((entity) => [source, indicator, entity] as const);
