import { describe, expect, it } from 'vitest';
import type { ChartPlan } from '@shared/ai/ai-plan';
import { planMatches, samePeriod } from './match-plan';
import { each, overTime, scatter, snapshot, table } from './plan-builders';

const expected = overTime(
  'US GDP growth vs inflation',
  [
    ['worldbank', 'NY.GDP.MKTP.KD.ZG', 'USA'],
    ['worldbank', 'FP.CPI.TOTL.ZG', 'USA'],
  ],
  { from: '2010' },
);

const relabelled = (plan: ChartPlan): ChartPlan => ({
  ...plan,
  name: 'Something else',
  columns: ['Jahr', 'Prozent'],
  series: plan.series.map((s, i) => ({ ...s, label: `Series ${i}` })).reverse(),
});

describe('planMatches', () => {
  it('matches the same series in another order, with other labels, name and columns', () => {
    expect(planMatches(expected, relabelled(expected))).toEqual({ ok: true, why: [] });
  });

  it('ignores the case of codes and accepts other spellings of an entity', () => {
    const actual = { ...expected, series: expected.series.map((s) => ({ ...s, indicator: s.indicator.toLowerCase(), entity: 'US' })) };
    expect(planMatches(expected, actual).ok).toBe(true);
    const owid = overTime('x', each('owid', 'population', ['South Korea', 'Africa']));
    expect(planMatches(owid, overTime('x', each('owid', 'population', ['KOR', 'africa']))).ok).toBe(true);
    expect(planMatches(overTime('x', [['worldbank', 'SP.POP.TOTL', 'WLD']]), overTime('x', [['worldbank', 'SP.POP.TOTL', '1W']])).ok).toBe(true);
  });

  it('keeps tickers as they are', () => {
    const ko = overTime('x', [['sec', 'revenue', 'KO']]);
    expect(planMatches(ko, overTime('x', [['sec', 'revenue', 'KOR']])).ok).toBe(false);
  });

  it('names a missing, an extra and a wrong series', () => {
    const actual = overTime(
      'x',
      [
        ['worldbank', 'NY.GDP.MKTP.KD.ZG', 'USA'],
        ['worldbank', 'SL.UEM.TOTL.ZS', 'USA'],
      ],
      { from: '2010' },
    );
    const result = planMatches(expected, actual);
    expect(result.ok).toBe(false);
    expect(result.why).toEqual(['missing series: worldbank fp.cpi.totl.zg USA', 'extra series: worldbank sl.uem.totl.zs USA']);
    const sourced = overTime(
      'x',
      [
        ['imf', 'NGDP_RPCH', 'USA'],
        ['worldbank', 'FP.CPI.TOTL.ZG', 'USA'],
      ],
      { from: '2010' },
    );
    expect(planMatches(expected, sourced).why).toEqual(['missing series: worldbank ny.gdp.mktp.kd.zg USA', 'extra series: imf ngdp_rpch USA']);
  });

  it('compares periods at the coarser precision', () => {
    expect(planMatches(expected, { ...expected, from: '2010-01-01' }).ok).toBe(true);
    expect(planMatches(expected, { ...expected, from: null }).why).toEqual(['from null, expected 2010']);
    expect(planMatches(expected, { ...expected, from: '2011' }).why).toEqual(['from 2011, expected 2010']);
    expect(planMatches(expected, { ...expected, to: '2024' }).why).toEqual(['to 2024, expected null']);
    expect(samePeriod('2026-08', '2026-08-25')).toBe(true);
    expect(samePeriod('2026-08', '2026-07-31')).toBe(false);
    expect(samePeriod(null, null)).toBe(true);
  });

  it('compares the layout, and a snapshot by its period only', () => {
    const pie = snapshot('Population', each('owid', 'population', ['Africa', 'Asia']), { chartType: 'pie', at: '2023' });
    expect(planMatches(pie, { ...pie, from: '2000' }).ok).toBe(true);
    expect(planMatches(pie, { ...pie, at: '2022' }).why).toEqual(['at 2022, expected 2023']);
    expect(planMatches(pie, { ...pie, layout: 'over-time' }).why).toContain('layout over-time, expected snapshot');
  });

  it('compares the chart type only when the question asked for one', () => {
    expect(planMatches(expected, { ...expected, chartType: 'bar' }).ok).toBe(true);
    const bars = { ...expected, chartType: 'bar' as const };
    expect(planMatches(bars, { ...bars, chartType: 'line' }).why).toEqual(['chartType line, expected bar']);
    expect(planMatches(bars, { ...bars, chartType: null }).why).toEqual(['chartType null, expected bar']);
  });

  it('matches a refusal with a refusal only', () => {
    const refusal: ChartPlan = { ...expected, series: [], refusal: 'No source has the weather.' };
    expect(planMatches(refusal, { ...refusal, refusal: 'Not available.' }).ok).toBe(true);
    expect(planMatches(refusal, expected).why).toEqual(['answered instead of refusing']);
    expect(planMatches(expected, refusal).why).toEqual(['refused: No source has the weather.']);
  });

  it('holds a scatter plot to its axes: x, then y, then the size', () => {
    const gdp = ['worldbank', 'NY.GDP.PCAP.CD'] as const;
    const life = ['worldbank', 'SP.DYN.LE00.IN'] as const;
    const wanted = scatter('Life expectancy vs GDP per capita', [gdp, life], 'world', '2019');
    expect(planMatches(wanted, { ...wanted, name: 'Other words' }).ok).toBe(true);
    const flipped = scatter('x', [life, gdp], 'world', '2019');
    expect(planMatches(wanted, flipped).why).toEqual([
      expect.stringMatching(/^axes worldbank sp.dyn.le00.in WORLD \| worldbank ny.gdp.pcap.cd WORLD, expected/),
    ]);
  });

  it('compares how many rows a ranking keeps', () => {
    const top = table('Top 10', [['worldbank', 'NY.GDP.PCAP.CD']], 'world', { top: 10 });
    expect(planMatches(top, { ...top, top: 5 }).why).toEqual(['top 5, expected 10']);
    expect(planMatches(top, { ...top, top: null }).why).toEqual(['top null, expected 10']);
  });
});
