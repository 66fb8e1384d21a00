import { describe, expect, it } from 'vitest';
import type { ChartPlan } from './ai-plan';
import { assembleChart, inRange, isPublished, scaleFactor } from './ai-assembly';
import type { FetchedSeries } from './fetched-series';

const now = new Date('2026-11-25T12:00:00Z');
const series = (entity: string, points: Array<[string, number]>, extra: Partial<FetchedSeries> = {}): FetchedSeries => ({
  source: 'worldbank',
  indicator: 'NY.GDP.MKTP.KD.ZG',
  entity,
  title: 'GDP growth (annual %)',
  entityName: entity,
  unit: null,
  points,
  url: 'https://data.worldbank.org/indicator/NY.GDP.MKTP.KD.ZG',
  ...extra,
});
const plan = (extra: Partial<ChartPlan> = {}): ChartPlan => ({
  name: 'GDP growth',
  chartType: null,
  columns: ['Year', 'Percent'],
  layout: 'over-time',
  from: null,
  to: null,
  at: null,
  regions: null,
  groupBy: null,
  top: null,
  series: [
    { label: 'US', source: 'worldbank', indicator: 'NY.GDP.MKTP.KD.ZG', entity: 'USA' },
    { label: 'China', source: 'worldbank', indicator: 'NY.GDP.MKTP.KD.ZG', entity: 'CHN' },
  ],
  refusal: null,
  ...extra,
});

describe('assembleChart', () => {
  it('puts periods on x, one dataset per series, null where a series has no value', () => {
    const result = assembleChart(
      plan({ from: '2011' }),
      [
        series('USA', [
          ['2010', 2.7],
          ['2011', 1.5],
          ['2012', 2.3],
        ]),
        series('CHN', [['2011', 9.6]]),
      ],
      now,
    );
    expect(result).toEqual({
      ok: true,
      chart: {
        name: 'GDP growth',
        labels: ['2011', '2012'],
        datasets: [
          { label: 'US', data: [1.5, 2.3] },
          { label: 'China', data: [9.6, null] },
        ],
      },
    });
  });

  it('leaves out projections after the last complete year', () => {
    const result = assembleChart(
      plan({ series: plan().series.slice(0, 1) }),
      [
        series('USA', [
          ['2024', 2.8],
          ['2025', 1.9],
          ['2026', 2.0],
          ['2027', 2.1],
        ]),
      ],
      now,
    );
    expect(result.ok && result.chart.labels).toEqual(['2024', '2025']);
  });

  it('reports series with nothing in range instead of charting an empty line', () => {
    expect(assembleChart(plan({ from: '2020' }), [series('USA', [['2021', 6]]), series('CHN', [['2010', 10.6]])], now)).toEqual({ ok: false, empty: [1] });
  });

  it('takes a snapshot at the latest period every series has, and names it', () => {
    const result = assembleChart(
      plan({ layout: 'snapshot', columns: ['Country', 'Percent'] }),
      [
        series('USA', [
          ['2022', 1.9],
          ['2023', 2.5],
        ]),
        series('CHN', [['2022', 3]]),
      ],
      now,
    );
    expect(result).toEqual({ ok: true, chart: { name: 'GDP growth, 2022', labels: ['US', 'China'], datasets: [{ label: 'Percent', data: [1.9, 3] }] } });
  });

  it('takes a snapshot at the period asked, the last day of it for daily series', () => {
    const prices = (entity: string, points: Array<[string, number]>) => series(entity, points, { source: 'prices', indicator: 'close' });
    const result = assembleChart(
      plan({ layout: 'snapshot', at: '2024-01' }),
      [
        prices('AAPL', [
          ['2024-01-30', 188],
          ['2024-01-31', 184.4],
          ['2024-02-01', 186.9],
        ]),
        prices('MSFT', [['2024-01-31', 397.6]]),
      ],
      now,
    );
    expect(result.ok && result.chart.datasets[0]!.data).toEqual([184.4, 397.6]);
  });

  it('scales to the unit the axis names, from the unit the source publishes in', () => {
    const gdp = series('USA', [['2023', 27_360_935_000_000]], { title: 'GDP (current US$)' });
    const result = assembleChart(plan({ columns: ['Year', 'USD billions'], series: plan().series.slice(0, 1) }), [gdp], now);
    expect(result.ok && result.chart.datasets[0]!.data).toEqual([27360.935]);
    expect(scaleFactor({ unit: 'Billions of U.S. dollars', title: 'GDP' }, 'USD billions')).toBe(1);
    expect(scaleFactor({ unit: null, title: 'GDP growth (annual %)' }, 'Percent')).toBe(1);
  });
});

describe('periods', () => {
  it('compares at the precision of the bound', () => {
    expect(inRange('2010-03-01', '2010', '2010')).toBe(true);
    expect(inRange('2009-12-31', '2010', null)).toBe(false);
    expect(inRange('2021', null, '2020')).toBe(false);
  });

  it('counts a year once it is over and a day once it has passed', () => {
    expect(isPublished('2025', now)).toBe(true);
    expect(isPublished('2026', now)).toBe(false);
    expect(isPublished('2026-11-25', now)).toBe(true);
    expect(isPublished('2026-11-26', now)).toBe(false);
  });
});
