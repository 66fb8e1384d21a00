import { describe, expect, it } from 'vitest';
import { checkPlan, type ChartPlan } from './ai-plan';
import type { FetchedGroup } from './fetched-series';
import { assembleScatter, assembleTable, groupName, wantsLog } from './group-assembly';

const now = new Date('2026-11-27T12:00:00Z');
const template = (indicator: string) => ({ label: indicator, source: 'worldbank' as const, indicator, entity: 'europe' });
const plan = (extra: Partial<ChartPlan> = {}): ChartPlan => ({
  name: 'Life expectancy vs GDP per capita in Europe',
  chartType: 'scatter',
  columns: ['GDP per capita (current US$)', 'Life expectancy at birth, total (years)'],
  layout: 'snapshot',
  from: null,
  to: null,
  at: null,
  regions: 'europe',
  groupBy: 'continent',
  top: null,
  series: [template('NY.GDP.PCAP.CD'), template('SP.DYN.LE00.IN')],
  refusal: null,
  ...extra,
});
type Points = Record<string, Array<[string, number]>>;
const group = (indicator: string, title: string, byCode: Points): FetchedGroup => ({
  source: 'worldbank',
  indicator,
  title,
  unit: null,
  from: '2016',
  to: '2025',
  members: Object.entries(byCode).map(([code, points]) => ({ code, name: code, points })),
  url: `https://data.worldbank.org/indicator/${indicator}?view=map`,
});
const gdp = (byCode: Points) => group('NY.GDP.PCAP.CD', 'GDP per capita (current US$)', byCode);
const life = (byCode: Points) => group('SP.DYN.LE00.IN', 'Life expectancy at birth, total (years)', byCode);
const population = (byCode: Points) => group('SP.POP.TOTL', 'Population, total', byCode);

describe('checkPlan of scatter plots and tables of a group', () => {
  it('makes a scatter plan a snapshot of two or three templates of its group, coloured by continent unless told', () => {
    const check = checkPlan({ ...plan(), regions: null, groupBy: undefined, layout: 'over-time', from: '2000' });
    expect(check).toMatchObject({ ok: true, plan: { chartType: 'scatter', regions: 'world', groupBy: 'continent', layout: 'snapshot', from: null } });
    expect(check.ok && check.plan.series.map((s) => s.entity)).toEqual(['world', 'world']);
    expect(checkPlan(plan({ groupBy: 'wb-region' }))).toMatchObject({ ok: true, plan: { groupBy: 'wb-region' } });
    expect(checkPlan(plan({ series: [template('NY.GDP.PCAP.CD')] }))).toMatchObject({ ok: false });
    expect(checkPlan(plan({ series: Array(4).fill(template('NY.GDP.PCAP.CD')) }))).toMatchObject({ ok: false });
    expect(checkPlan(plan({ groupBy: 'planet' as never }))).toEqual({ ok: false, reason: 'groupBy' });
  });

  it('makes a table with a group or a top N a group plan, and one without either an ordinary chart drawn as a table', () => {
    expect(checkPlan(plan({ chartType: 'table', top: 10, regions: null }))).toMatchObject({
      ok: true,
      plan: { chartType: 'table', regions: 'world', top: 10, groupBy: null },
    });
    for (const top of [0, 101, 2.5]) expect(checkPlan(plan({ chartType: 'table', top }))).toEqual({ ok: false, reason: 'top' });
    const ordinary = checkPlan({
      ...plan({ chartType: 'table', regions: null, layout: 'over-time', from: '2000' }),
      series: [{ ...template('NY.GDP.PCAP.CD'), entity: 'FRA' }],
    });
    expect(ordinary).toMatchObject({ ok: true, plan: { chartType: 'table', regions: null, layout: 'over-time', series: [{ entity: 'FRA' }] } });
  });

  it('reads a plan saved before these fields as null, and ignores a field meant for another kind', () => {
    const { groupBy: _, top: __, ...old } = plan({ chartType: 'map', series: [template('SP.DYN.LE00.IN')] });
    expect(checkPlan(old)).toMatchObject({ ok: true, plan: { chartType: 'map', groupBy: null, top: null } });
    expect(checkPlan(plan({ top: 5 }))).toMatchObject({ ok: true, plan: { chartType: 'scatter', top: null } });
  });
});

describe('assembleScatter', () => {
  it('keeps the countries with both values at the latest year most have, x then y, names as labels, continents as groups', () => {
    const result = assembleScatter(
      plan(),
      [
        gdp({
          FRA: [
            ['2023', 44_000],
            ['2024', 46_000],
          ],
          DEU: [['2024', 54_000]],
          ITA: [['2024', 39_000]],
          ESP: [['2023', 33_000]],
        }),
        life({
          FRA: [
            ['2023', 83],
            ['2024', 83.3],
          ],
          DEU: [['2024', 81.2]],
          ITA: [['2024', 83.7]],
          ESP: [['2024', 83.9]],
        }),
      ],
      now,
    );
    expect(result).toEqual({
      ok: true,
      chart: {
        name: 'Life expectancy vs GDP per capita in Europe, 2024',
        labels: ['Germany', 'France', 'Italy'],
        datasets: [
          { label: 'GDP per capita (current US$)', data: [54_000, 46_000, 39_000] },
          { label: 'Life expectancy at birth, total (years)', data: [81.2, 83.3, 83.7] },
        ],
        // Spain lacks GDP per capita for 2024: left out, never carried over from 2023, and counted.
        options: { scatter: { groups: ['Europe', 'Europe', 'Europe'] }, notes: '1 country without both values for 2024 is left out.' },
      },
    });
  });

  it('draws a measure spanning two orders of magnitude on a log axis, and sizes bubbles by the third', () => {
    const result = assembleScatter(
      plan({ at: '2024', regions: 'world', groupBy: 'wb-region', series: [...plan().series, template('SP.POP.TOTL')] }),
      [
        gdp({ NOR: [['2024', 87_000]], BDI: [['2024', 200]], IND: [['2024', 2_500]] }),
        life({ NOR: [['2024', 83]], BDI: [['2024', 62]], IND: [['2024', 72]] }),
        population({ NOR: [['2024', 5.5e6]], BDI: [['2024', 13e6]], IND: [['2024', 1.4e9]] }),
      ],
      now,
    );
    expect(result.ok && result.chart.datasets.map((d) => d.label)).toEqual([
      'GDP per capita (current US$)',
      'Life expectancy at birth, total (years)',
      'Population, total',
    ]);
    expect(result.ok && result.chart.options).toEqual({ scatter: { groups: ['Sub-Saharan Africa', 'South Asia', 'Europe & Central Asia'], logX: true } });
  });

  it('says which measure has no value at the year asked', () => {
    expect(assembleScatter(plan({ at: '2024' }), [gdp({ FRA: [['2024', 1]] }), life({ FRA: [['2020', 80]] })], now)).toEqual({ ok: false, empty: [1] });
    expect(assembleScatter(plan({ at: '2024' }), [gdp({ FRA: [['2024', 1]] }), life({ DEU: [['2024', 80]] })], now)).toMatchObject({
      ok: false,
      message: expect.stringContaining('no country in common in 2024'),
    });
  });
});

describe('assembleTable', () => {
  const tablePlan = (extra: Partial<ChartPlan> = {}) =>
    plan({ chartType: 'table', groupBy: null, columns: ['Country', 'GDP per capita (current US$)'], series: [template('NY.GDP.PCAP.CD')], ...extra });
  const values = gdp({ FRA: [['2024', 46_000]], DEU: [['2024', 54_000]], ITA: [['2024', 39_000]], ESP: [['2023', 33_000]], PRT: [['2024', 27_000]] });

  it('ranks the countries with a value highest first, sorted so, and says how many were left out', () => {
    expect(assembleTable(tablePlan({ at: '2024' }), [values], now)).toEqual({
      ok: true,
      chart: {
        name: 'Life expectancy vs GDP per capita in Europe, 2024',
        labels: ['Germany', 'France', 'Italy', 'Portugal'],
        datasets: [{ label: 'GDP per capita (current US$)', data: [54_000, 46_000, 39_000, 27_000] }],
        options: { table: { sort: { column: 0, descending: true } }, notes: '1 country without a value for 2024 is left out.' },
      },
    });
  });

  it('keeps the top N, with the other columns as published (null where missing)', () => {
    const result = assembleTable(
      tablePlan({ at: '2024', top: 2, series: [template('NY.GDP.PCAP.CD'), template('SP.DYN.LE00.IN')] }),
      [values, life({ FRA: [['2024', 83.3]] })],
      now,
    );
    expect(result.ok && result.chart.labels).toEqual(['Germany', 'France']);
    expect(result.ok && result.chart.datasets).toEqual([
      { label: 'GDP per capita (current US$)', data: [54_000, 46_000] },
      { label: 'Life expectancy at birth, total (years)', data: [null, 83.3] },
    ]);
    expect(result.ok && result.chart.options?.notes).toBe('The 2 highest of 4 countries with a value for 2024.');
  });
});

describe('helpers', () => {
  it('wants a log axis only for values above zero spanning a factor of 100', () => {
    expect(wantsLog([200, 87_000])).toBe(true);
    expect(wantsLog([50, 85])).toBe(false);
    expect(wantsLog([-1, 1000])).toBe(false);
    expect(wantsLog([5])).toBe(false);
  });

  it('names a country’s continent as OWID does, or its World Bank region', () => {
    expect(groupName('RUS', 'continent')).toBe('Europe');
    expect(groupName('EGY', 'continent')).toBe('Africa');
    expect(groupName('EGY', 'wb-region')).toBe('Middle East & North Africa');
    expect(groupName('AIA', 'wb-region')).toBe('Other');
  });
});
