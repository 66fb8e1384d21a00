/** The grounded AI's plan and citations on the wire (docs/api.md, "Chat-to-Chart (AI)"). */
import { Type as t, type Static } from '@sinclair/typebox';
import { PLAN_CHART_TYPES, PLAN_GROUP_BY, PLAN_LAYOUTS, PLAN_LIMITS, PLAN_REGION_SETS, SOURCE_IDS, type ChartPlan } from '../ai/ai-plan';
import { Nullable, oneOf } from './common';

const Period = Nullable(t.String({ pattern: '^\\d{4}(-\\d{2}(-\\d{2})?)?$', error: 'a period must be a year, a month or a day: 2010, 2024-01, 2024-01-31' }));
const Code = t.String({ minLength: 1, maxLength: PLAN_LIMITS.code });
const Text = t.String({ minLength: 1, maxLength: PLAN_LIMITS.text });

export const ChartPlanSchema = t.Object(
  {
    name: Text,
    chartType: Nullable(oneOf(PLAN_CHART_TYPES, 'plan.chartType')),
    columns: t.Array(t.String({ maxLength: PLAN_LIMITS.text }), { minItems: 2, maxItems: 2 }),
    layout: oneOf(PLAN_LAYOUTS, 'plan.layout'),
    from: Period,
    to: Period,
    at: Period,
    /** Left out by plans saved before maps existed: read as null. */
    regions: t.Optional(Nullable(oneOf(PLAN_REGION_SETS, 'plan.regions'))),
    /** Left out by plans saved before scatter plots and tables existed: read as null. */
    groupBy: t.Optional(Nullable(oneOf(PLAN_GROUP_BY, 'plan.groupBy'))),
    top: t.Optional(Nullable(t.Integer({ minimum: 1, maximum: PLAN_LIMITS.top }))),
    series: t.Array(t.Object({ label: Text, source: oneOf(SOURCE_IDS, 'plan.series.source'), indicator: Code, entity: Code }), {
      maxItems: PLAN_LIMITS.series,
    }),
    refusal: Nullable(t.String({ maxLength: 500 })),
  },
  { error: 'plan must be the plan the AI answered with: name, chartType, columns, layout, from, to, at, regions, groupBy, top, series, refusal' },
);

/** A source an AI chart's numbers were fetched from: a page a reader can open, and when it was read. */
export const CitedSourceSchema = t.Object({
  title: t.String({ minLength: 1, maxLength: 200 }),
  url: t.String({ maxLength: 2000, pattern: '^https?://\\S+$' }),
  retrievedAt: t.String({ format: 'date-time' }),
});
export type CitedSource = Static<typeof CitedSourceSchema>;

export const CitedSources = t.Array(CitedSourceSchema, {
  maxItems: PLAN_LIMITS.series,
  error: `sources must be a list of at most ${PLAN_LIMITS.series} { title, url, retrievedAt } with http(s) addresses`,
});

/** Fails to compile when the schema and the plan's type differ. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const planTypesAgree: Same<
  Static<typeof ChartPlanSchema>,
  Omit<ChartPlan, 'columns' | 'regions' | 'groupBy' | 'top'> & {
    columns: string[];
    regions?: ChartPlan['regions'];
    groupBy?: ChartPlan['groupBy'];
    top?: ChartPlan['top'];
  }
> = true;
