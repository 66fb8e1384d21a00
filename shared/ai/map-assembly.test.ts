import { describe, expect, it } from 'vitest';
import { REGION_SETS } from '../kinds/map/region-sets';
import { checkPlan, type ChartPlan } from './ai-plan';
import type { FetchedGroup } from './fetched-series';
import { assembleMap, mapYear } from './map-assembly';

const now = new Date('2026-11-27T12:00:00Z');
const mapPlan = (extra: Partial<ChartPlan> = {}): ChartPlan => ({
  name: 'Life expectancy in Africa',
  chartType: 'map',
  columns: ['', 'Life expectancy at birth, total (years)'],
  layout: 'snapshot',
  from: null,
  to: null,
  at: null,
  regions: 'africa',
  groupBy: null,
  top: null,
  series: [{ label: 'Life expectancy', source: 'worldbank', indicator: 'SP.DYN.LE00.IN', entity: 'africa' }],
  refusal: null,
  ...extra,
});
const group = (members: FetchedGroup['members']): FetchedGroup => ({
  source: 'worldbank',
  indicator: 'SP.DYN.LE00.IN',
  title: 'Life expectancy at birth, total (years)',
  unit: null,
  from: '2016',
  to: '2025',
  members,
  url: 'https://data.worldbank.org/indicator/SP.DYN.LE00.IN?view=map',
});

describe('checkPlan of a map', () => {
  it('makes a plan naming a group a snapshot map of one template whose entity is the group', () => {
    const check = checkPlan({ ...mapPlan(), chartType: null, layout: 'over-time', from: '2000', series: [{ ...mapPlan().series[0], entity: 'Africa' }] });
    expect(check).toMatchObject({ ok: true, plan: { chartType: 'map', layout: 'snapshot', from: null, regions: 'africa', series: [{ entity: 'africa' }] } });
  });

  it('reads a map without a group as the world, and an old plan without regions as no map', () => {
    expect(checkPlan({ ...mapPlan(), regions: null })).toMatchObject({ ok: true, plan: { regions: 'world' } });
    const { regions: _, ...old } = mapPlan({ chartType: 'bar' });
    expect(checkPlan(old)).toMatchObject({ ok: true, plan: { regions: null, chartType: 'bar' } });
  });

  it('refuses groups no source publishes, and several templates', () => {
    expect(checkPlan(mapPlan({ regions: 'us-states' as never }))).toEqual({ ok: false, reason: 'regions' });
    expect(checkPlan(mapPlan({ series: [mapPlan().series[0]!, mapPlan().series[0]!] }))).toMatchObject({ ok: false });
  });
});

describe('assembleMap', () => {
  it('labels every member by ISO3, null where the source has no value at the year', () => {
    const result = assembleMap(
      mapPlan({ at: '2022' }),
      group([
        {
          code: 'NGA',
          name: 'Nigeria',
          points: [
            ['2021', 52.7],
            ['2022', 53.6],
          ],
        },
        { code: 'KEN', name: 'Kenya', points: [['2021', 61.4]] },
        { code: 'AFE', name: 'Africa Eastern and Southern', points: [['2022', 62.5]] },
      ]),
      now,
    );
    if (!result.ok) throw new Error('not assembled');
    const { labels, datasets, regions, name } = result.chart;
    expect(labels).toEqual([...REGION_SETS.africa.codes]);
    expect(regions).toBe('africa');
    expect(name).toBe('Life expectancy in Africa, 2022');
    const value = (code: string) => datasets[0]!.data[labels.indexOf(code)];
    expect(value('NGA')).toBe(53.6);
    expect(value('KEN')).toBeNull();
    expect(labels).not.toContain('AFE');
  });

  it('without a year, shows the latest year nearly as many members have as the best one, and says which', () => {
    expect(
      mapYear(
        new Map([
          ['2022', 50],
          ['2023', 46],
          ['2024', 3],
        ]),
      ),
    ).toBe('2023');
    expect(mapYear(new Map())).toBeNull();
  });

  it('reads a monthly or daily source at a year as the year’s last value', () => {
    const result = assembleMap(
      mapPlan({ at: '2022' }),
      group([
        {
          code: 'NGA',
          name: 'Nigeria',
          points: [
            ['2022-03', 1],
            ['2022-11', 2],
            ['2023-01', 3],
          ],
        },
      ]),
      now,
    );
    if (!result.ok) throw new Error('not assembled');
    expect(result.chart.datasets[0]!.data[result.chart.labels.indexOf('NGA')]).toBe(2);
  });

  it('is empty when no member has a value, never a map of invented numbers', () => {
    expect(assembleMap(mapPlan({ at: '2022' }), group([{ code: 'ZZZ', name: 'Nowhere', points: [['2022', 1]] }]), now)).toEqual({ ok: false, empty: [0] });
  });
});
