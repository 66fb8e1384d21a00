import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART_OPTIONS, type ChartData } from '@shared/spec/chart-spec';
import { withRows } from './rows-appended';

const data: ChartData = {
  labels: ['a', 'b'],
  datasets: [
    { label: 'x', data: [1, 2] },
    { label: 'y', data: [3, 4] },
  ],
};
const grouped = { ...DEFAULT_CHART_OPTIONS, scatter: { groups: ['G1', 'G2'], labelled: ['a', 'b'] } };

describe('withRows', () => {
  it('appends a group per point to a scatter plot with groups, and trims them with keep', () => {
    const after = withRows('scatter', data, grouped, { rows: [['c', 5, 6, 'G3']], keep: 2 });
    expect(after.data).toEqual({
      labels: ['b', 'c'],
      datasets: [
        { label: 'x', data: [2, 5] },
        { label: 'y', data: [4, 6] },
      ],
    });
    expect(after.options.scatter).toEqual({ groups: ['G2', 'G3'], labelled: ['b'] });
  });

  it('keeps the options as they are when nothing in them changes', () => {
    const options = { ...DEFAULT_CHART_OPTIONS, scatter: { trend: true } };
    expect(withRows('scatter', data, options, { rows: [['c', 5, 6]] }).options).toBe(options);
  });

  it.each([
    [
      'a row without its group',
      grouped,
      [['c', 5, 6]],
      /^rows\[0\] has 3 values; this scatter plot’s points have groups: give a label, 2 values, then the point’s group$/,
    ],
    ['a group that is not text', grouped, [['c', 5, 6, 7]], 'rows[0] must end with its point’s group, as text'],
    ['a group where there are none', DEFAULT_CHART_OPTIONS, [['c', 5, 6, 'G']], /^rows\[0\] ends with a group, but this scatter plot’s points have none/],
    ['text for a value', DEFAULT_CHART_OPTIONS, [['c', '5', 6]], 'rows[0][1] is text; this chart’s values are numbers, or null for an empty cell'],
  ])('refuses %s, naming the row', (_, options, rows, message) => {
    expect(() => withRows('scatter', data, options, { rows: rows as never })).toThrow(message);
  });
});
