import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, OWID_REGIONS, WORLD_BANK_AGGREGATES } from '@shared/ai/catalogue/entities';
import { IMF_INDICATORS } from '@shared/ai/catalogue/imf';
import { OWID_CHARTS } from '@shared/ai/catalogue/owid';
import { OWID_COUNTRY_NAMES } from '@shared/ai/catalogue/owid-names';
import { PRICE_CRYPTO, PRICE_INDICATOR, PRICE_INDICES } from '@shared/ai/catalogue/prices';
import { SEC_METRICS } from '@shared/ai/catalogue/sec-metrics';
import { WORLD_BANK_INDICATORS } from '@shared/ai/catalogue/world-bank';
import { checkPlan, SOURCE_IDS, type ChartPlan, type PlanSeries } from '@shared/ai/ai-plan';
import { planMatches } from './match-plan';
import { evalQuestions } from './questions';
import recorded from './recorded-answers.json';

const iso3 = new Set(COUNTRIES.map(([code]) => code));
const owidNames = new Map(OWID_COUNTRY_NAMES);
const KNOWN = {
  worldbank: { indicators: new Set(WORLD_BANK_INDICATORS.map(([c]) => c)), entity: (e: string) => iso3.has(e) || WORLD_BANK_AGGREGATES.some(([c]) => c === e) },
  imf: { indicators: new Set(IMF_INDICATORS.map(([c]) => c)), entity: (e: string) => iso3.has(e) },
  owid: {
    indicators: new Set(OWID_CHARTS.map(([c]) => c)),
    entity: (e: string) => OWID_REGIONS.includes(e) || COUNTRIES.some(([code, , name]) => (owidNames.get(code) ?? name) === e),
  },
  sec: { indicators: new Set(Object.keys(SEC_METRICS)), entity: (e: string) => /^[A-Z]{1,5}$/.test(e) },
  prices: {
    indicators: new Set([PRICE_INDICATOR]),
    entity: (e: string) => /^[A-Z]{1,5}$/.test(e) || [...PRICE_INDICES, ...PRICE_CRYPTO].some(([symbol]) => symbol === e),
  },
};

const unknownCodes = (plan: ChartPlan) =>
  plan.series
    .filter((s: PlanSeries) => !KNOWN[s.source].indicators.has(s.indicator) || !KNOWN[s.source].entity(s.entity))
    .map((s) => `${s.source} ${s.indicator} ${s.entity}`);

const RECORDED_ON = new Date(`${recorded.recordedOn}T12:00:00Z`);
const questions = evalQuestions(RECORDED_ON);

describe('the evaluation questions', () => {
  it('are at least 44, each asked once', () => {
    expect(questions.length).toBeGreaterThanOrEqual(44);
    expect(new Set(questions.map((q) => q.question)).size).toBe(questions.length);
  });

  it("include the builder's four examples", () => {
    const panel = readFileSync(new URL('../../builder/src/features/wizard/components/question-panel.tsx', import.meta.url), 'utf8');
    // An example is written in the list, or as a constant the list names.
    const constant = (name: string) => new RegExp(`const ${name} = '([^']+)'`).exec(panel)?.[1];
    const examples = /export const EXAMPLES = \[([\s\S]*?)\];/
      .exec(panel)![1]!
      .match(/'[^']+'|[A-Z_]+/g)!
      .map((item) => (item.startsWith("'") ? item.slice(1, -1) : constant(item)));
    expect(examples).toHaveLength(4);
    expect(questions.map((q) => q.question)).toEqual(expect.arrayContaining(examples));
  });

  it('expect plans that pass the check, within bounds, naming only catalogue codes', () => {
    for (const { question, plan, alternatives = [] } of questions) {
      for (const expected of [plan, ...alternatives]) {
        const check = checkPlan(expected);
        expect(check, question).toEqual({ ok: true, plan: expected });
        expect(unknownCodes(expected), question).toEqual([]);
      }
    }
  });

  it('spread over every source, layout and asked-for chart type', () => {
    const plans = questions.map((q) => q.plan);
    for (const source of SOURCE_IDS) expect(plans.filter((p) => p.series.some((s) => s.source === source)).length, source).toBeGreaterThanOrEqual(5);
    for (const chartType of ['pie', 'bar'] as const) expect(plans.some((p) => p.chartType === chartType)).toBe(true);
    expect(plans.filter((p) => p.layout === 'snapshot').length).toBeGreaterThanOrEqual(5);
    expect(
      plans.filter((p) => p.series.some((s) => WORLD_BANK_AGGREGATES.some(([c]) => c === s.entity) || OWID_REGIONS.includes(s.entity))).length,
    ).toBeGreaterThanOrEqual(5);
  });

  it('date the relative ones from the day they are built for', () => {
    const on = (date: string, question: string) => evalQuestions(new Date(date)).find((q) => q.question === question)!;
    expect(on('2026-11-25', 'Bitcoin vs S&P 500 this year')).toMatchObject({ relative: true, plan: { from: '2026-01-01' } });
    expect(on('2027-03-02', 'Bitcoin vs S&P 500 this year').plan.from).toBe('2027-01-01');
    expect(on('2026-11-25', 'Apple vs Microsoft revenue over the last 5 years').plan.from).toBe('2021');
    expect(on('2026-11-25', 'Tesla vs Nvidia stock over the last 3 months').plan.from).toBe('2026-08');
    expect(on('2027-01-15', 'S&P 500 over the last month').plan.from).toBe('2026-12');
    expect(on('2026-11-25', 'Population by continent as a pie chart').relative).toBeUndefined();
  });
});

describe('the recorded model answers', () => {
  it('answer every question, in order', () => {
    expect(recorded.answers.map((a) => a.question)).toEqual(questions.map((q) => q.question));
  });

  it('each pass the plan check within bounds', () => {
    for (const { question, answer } of recorded.answers) {
      const check = checkPlan(answer);
      expect(check.ok, question).toBe(true);
      expect(check, question).not.toHaveProperty('tooBig');
    }
  });

  it('match where they carry no note, and miss where a note says why', () => {
    const verdicts = recorded.answers.map(({ question, answer, ...rest }, i) => {
      const entry = questions[i]!;
      const plan = answer as ChartPlan;
      const ok = [entry.plan, ...(entry.alternatives ?? [])].some((expected) => planMatches(expected, plan).ok);
      return { question, ok, noted: 'note' in rest };
    });
    for (const v of verdicts) expect(v.ok, v.question).toBe(!v.noted);
    expect(verdicts.filter((v) => v.noted).length).toBeGreaterThanOrEqual(5);
  });
});
