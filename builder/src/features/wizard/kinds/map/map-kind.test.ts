import { describe, expect, it } from 'vitest';
import { prepareMapData } from '@shared/kinds/map/map-data';
import { DEFAULT_CHART_OPTIONS, type ChartData } from '@shared/spec/chart-spec';
import { forTables } from '../chart-kind';
import { kindByChoice, kindOf, KINDS_OF_CORE } from '../registry';
import { MAP_KIND } from './map-kind';
import { mapReadingOf } from './map-reading';
import { MAP_NOT_OFFERED } from './region-rows';

const data = (labels: string[], values: Array<number | null> = labels.map((_, i) => i + 1)): ChartData => ({
  labels,
  datasets: [{ label: 'Value', data: values }],
});
const options = { ...DEFAULT_CHART_OPTIONS };

describe('the map kind', () => {
  it('is the wizard’s kind for maps, offered for tables and not for a ticker’s prices', () => {
    expect(KINDS_OF_CORE.map).toEqual([MAP_KIND]);
    expect(kindByChoice('map')).toBe(MAP_KIND);
    expect(kindOf('map', false)).toBe(MAP_KIND);
    expect(MAP_KIND.offeredFor).toBe(forTables);
    expect(['csv', 'url', 'query'].map((s) => MAP_KIND.offeredFor(s as 'csv'))).toEqual([true, true, true]);
    expect(MAP_KIND.offeredFor('ticker')).toBe(false);
    expect(MAP_KIND.label).toBe('Map');
  });

  it('has no value axis, annotations, series colours or stacking', () => {
    expect([MAP_KIND.valueAxis, MAP_KIND.annotations, MAP_KIND.colours, MAP_KIND.stacks, MAP_KIND.candles]).toEqual([false, false, null, false, false]);
  });

  it('is kept, disabled with its reason, for labels that are not regions', () => {
    expect(MAP_KIND.notOffered!(['Q1', 'Q2', 'Q3'], 1)).toBe(MAP_NOT_OFFERED);
    expect(MAP_KIND.notOffered!(['France', 'Q2'], 1)).toBe(MAP_NOT_OFFERED);
    expect(MAP_KIND.notOffered!(['France', 'Spain', 'Q2'], 1)).toBeNull();
  });

  it('waits to be saved while a row names no region, in the API’s own words', () => {
    const bad = data(['France', 'Germany', 'Frnace']);
    const problem = MAP_KIND.saveProblem!(bad, options);
    expect(problem).toBe((prepareMapData(bad, options) as { problem: string }).problem);
    expect(problem).toMatch(/“Frnace” names no region of Europe/);
    expect(MAP_KIND.saveProblem!(data(['France', 'Germany']), options)).toBeNull();
    expect(MAP_KIND.saveProblem!(data(['France']), options)).toMatch(/at least two regions/);
    expect(MAP_KIND.saveProblem!(data(['France', 'Germany', 'Nigeria']), { ...options, map: { regions: 'europe' } })).toMatch(/“Nigeria” is not in Europe/);
  });

  it('previews the rows that name regions, as codes, the set named', () => {
    const drawn = MAP_KIND.preview!(data(['France', 'Frnace', 'Germany'], [1, 2, 3]), options);
    expect(drawn.data).toEqual({ labels: ['FRA', 'DEU'], datasets: [{ label: 'Value', data: [1, 3] }] });
    expect(drawn.options.map).toEqual({ regions: 'europe' });
    const chosen = MAP_KIND.preview!(data(['France', 'Germany']), { ...options, map: { regions: 'world', classes: 'quantile' } });
    expect(chosen.options.map).toEqual({ regions: 'world', classes: 'quantile' });
  });

  it('summarises its Layout section from its options', () => {
    expect(MAP_KIND.layoutSummary!({ map: { regions: 'europe' } }, null)).toBe('Europe, continuous');
  });
});

describe('the server’s reading of a file as regions', () => {
  it('is taken when well formed, and ignored otherwise', () => {
    expect(mapReadingOf({ map: { regions: 'africa', unmatched: ['Atlantis'] } })).toEqual({ regions: 'africa', unmatched: ['Atlantis'] });
    expect(mapReadingOf({ map: { regions: null, unmatched: [] } })).toEqual({ regions: null, unmatched: [] });
    expect(mapReadingOf({})).toBeNull();
    expect(mapReadingOf({ map: { regions: 'mars', unmatched: [] } })).toBeNull();
    expect(mapReadingOf({ map: { regions: 'world', unmatched: [3] } })).toBeNull();
  });
});
