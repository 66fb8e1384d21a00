import { describe, expect, it } from 'vitest';
import { withDefaultOptions, type ChartData } from '../../spec/chart-spec';
import { checkMapData, prepareMapData } from './map-data';

const data = (labels: string[], values: unknown[] = labels.map((_, i) => i)): ChartData => ({
  labels,
  datasets: [{ label: 'Value', data: values as number[] }],
});
const prepare = (d: ChartData, map = {}) => prepareMapData(d, withDefaultOptions({ map }));

describe('prepareMapData', () => {
  it('stores names and other codes as the set’s codes, and names the set', () => {
    const prepared = prepare(data(['France', 'DE', 'usa', 'Canada']));
    expect(prepared).toMatchObject({ data: { labels: ['FRA', 'DEU', 'USA', 'CAN'] }, options: { xAxis: 'Country', map: { regions: 'world' } } });
  });

  it('heads the regions Country or State unless the creator titled them', () => {
    expect(prepareMapData(data(['TX', 'CA']), withDefaultOptions({}))).toMatchObject({ options: { xAxis: 'State' } });
    expect(prepareMapData(data(['TX', 'CA']), withDefaultOptions({ xAxis: 'Where' }))).toMatchObject({ options: { xAxis: 'Where' } });
  });

  it('reads states by name, postal code or FIPS code', () => {
    expect(prepare(data(['California', 'TX', '10']))).toMatchObject({ data: { labels: ['CA', 'TX', 'DE'] }, options: { map: { regions: 'us-states' } } });
  });

  it('refuses regions of two sets, naming the strays', () => {
    const prepared = prepare(data(['France', 'Germany', 'Canada', 'Texas']));
    expect(prepared).toEqual({ problem: expect.stringMatching(/“Texas” is a US state, not a country/) });
  });

  it('names labels that are no region, never dropping them', () => {
    expect(prepare(data(['France', 'Germany', 'Atlantis']))).toEqual({ problem: expect.stringMatching(/“Atlantis” names no region of/) });
  });

  it('names countries outside the chosen set', () => {
    expect(prepare(data(['France', 'Germany', 'Canada']), { regions: 'europe' })).toEqual({ problem: expect.stringMatching(/“Canada” is not in Europe/) });
  });

  it('refuses a region named twice', () => {
    expect(prepare(data(['France', 'FRA', 'Germany']))).toEqual({ problem: expect.stringMatching(/“FRA” names a region an earlier row already names/) });
  });

  it('refuses text in the value column and a hundred thousand rows, before matching anything', () => {
    expect(prepare(data(['France', 'Germany'], ['high', 2]))).toEqual({ problem: 'A map’s values must be numbers, one per region' });
    const many = Array.from({ length: 100_000 }, (_, i) => `Row ${i}`);
    expect(prepare(data(many))).toEqual({ problem: 'A map may have at most 300 regions; this one has 100,000 rows' });
  });

  it('refuses labels none of which is a region', () => {
    expect(prepare(data(['apples', 'pears']))).toEqual({ problem: expect.stringMatching(/No label names a country or a US state/) });
  });
});

describe('checkMapData', () => {
  it('takes codes of one set', () => {
    expect(checkMapData(data(['FRA', 'DEU']))).toBeNull();
    expect(checkMapData(data(['CA', 'TX']))).toBeNull();
  });

  it('refuses names where codes are stored, repeats, and a single region', () => {
    expect(checkMapData(data(['France', 'DEU']))).toMatch(/stored as region codes/);
    expect(checkMapData(data(['FRA', 'FRA']))).toMatch(/appear more than once/);
    expect(checkMapData(data(['FRA']))).toMatch(/at least two regions/);
  });
});
