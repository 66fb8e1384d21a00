import { describe, expect, it } from 'vitest';
import { withDefaultOptions, type ChartData } from '../../spec/chart-spec';
import { checkScatterData, prepareScatterData } from './scatter-data';

const data = (...columns: Array<Array<number | null>>): ChartData => ({
  labels: columns[0]!.map((_, i) => `P${i + 1}`),
  datasets: columns.map((values, i) => ({ label: ['GDP', 'Life', 'People', 'More'][i]!, data: values })),
});

describe('a scatter plot’s data', () => {
  it('needs two numeric columns, x and y, and takes a third for sizes', () => {
    expect(checkScatterData(data([1, 2]))).toBe('A scatter plot needs two numeric columns, x and y (a third sets the bubble size); this one has 1');
    expect(checkScatterData(data([1, 2], [3, 4]))).toBeNull();
    expect(checkScatterData(data([1, 2], [3, 4], [5, 6]))).toBeNull();
    expect(checkScatterData(data([1], [2], [3], [4]))).toMatch(/at most three numeric columns.*this one has 4/);
  });

  it('refuses negative bubble sizes, naming the points', () => {
    expect(checkScatterData(data([1, 2, 3], [3, 4, 5], [5, -6, null]))).toBe('Bubble sizes are areas and cannot be negative: “People” is below zero at “P2”');
  });

  it('refuses candles', () => {
    const candles: ChartData = {
      labels: ['a'],
      datasets: [
        { label: 'X', data: [{ o: 1, h: 2, l: 0, c: 1 }] },
        { label: 'Y', data: [1] },
      ],
    };
    expect(checkScatterData(candles)).toBe('A scatter plot’s columns hold numbers: “X” holds candles');
  });
});

describe('preparing a scatter plot', () => {
  const options = (scatter: object) => withDefaultOptions({ scatter });

  it('names its labels’ column Name instead of the default Date', () => {
    const prepared = prepareScatterData(data([1, 2], [3, 4]), withDefaultOptions({}));
    expect('options' in prepared && prepared.options.xAxis).toBe('Name');
    const kept = prepareScatterData(data([1, 2], [3, 4]), withDefaultOptions({ xAxis: 'Country' }));
    expect('options' in kept && kept.options.xAxis).toBe('Country');
  });

  it('asks a group per point', () => {
    expect(prepareScatterData(data([1, 2], [3, 4]), options({ groups: ['a'] }))).toEqual({
      problem: 'options.scatter.groups has 1 group for 2 points: give one group per point, in the order of the labels',
    });
    expect('data' in prepareScatterData(data([1, 2], [3, 4]), options({ groups: ['a', 'b'] }))).toBe(true);
  });

  it('asks values above zero on a log axis', () => {
    expect(prepareScatterData(data([1, 0], [3, 4]), options({ logX: true }))).toEqual({
      problem: 'A log scale shows values above zero only: “GDP” is zero or less at “P2”. Use a linear x axis, or remove these points',
    });
    expect(prepareScatterData(data([1, 0], [3, -4]), options({ logY: true }))).toMatchObject({ problem: expect.stringMatching(/“Life”.*linear y axis/) });
  });

  it('names labelled points it does not have', () => {
    expect(prepareScatterData(data([1, 2], [3, 4]), options({ labelled: ['P1', 'Nope'] }))).toEqual({
      problem: 'options.scatter.labelled names “Nope”, which is not a point of this chart',
    });
  });
});
