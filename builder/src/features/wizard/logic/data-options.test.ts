import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART_OPTIONS } from '@shared/spec/chart-spec';
import { followData, suggestOptions } from './data-options';

const data = (series: number) => ({ labels: ['2024-01-01'], datasets: Array.from({ length: series }, (_, i) => ({ label: `S${i}`, data: [i] })) });

describe('suggestOptions', () => {
  it('names the axes from the columns, and the y axis only when one column or the AI’s unit does', () => {
    expect(suggestOptions({ source: 'csv', chartType: 'line', data: data(1), columns: ['Month', 'Sales'], file: 'sales.csv' })).toEqual({
      title: 'Sales',
      xAxis: 'Month',
      yAxis: 'Sales',
      legendPosition: 'none',
    });
    expect(suggestOptions({ source: 'csv', chartType: 'line', data: data(2), columns: ['Month', 'Sales', 'Costs'] })).toMatchObject({
      yAxis: '',
      legendPosition: 'right',
    });
  });

  it('keeps a pie’s legend, whose slices need their names', () => {
    expect(suggestOptions({ source: 'csv', chartType: 'pie', data: data(1) }).legendPosition).toBe('right');
  });
});

describe('followData', () => {
  const suggested = { title: 'Sales', xAxis: 'Month', yAxis: 'Sales', legendPosition: 'none' as const };

  it('moves every option still at its default to what the data suggests', () => {
    expect(followData({ ...DEFAULT_CHART_OPTIONS }, null, suggested)).toMatchObject(suggested);
  });

  it('keeps what the creator changed, and follows the rest', () => {
    const edited = { ...DEFAULT_CHART_OPTIONS, ...suggested, title: 'Our sales' };
    const next = { ...suggested, title: 'Costs', yAxis: 'Costs' };
    expect(followData(edited, suggested, next)).toMatchObject({ title: 'Our sales', yAxis: 'Costs' });
  });
});
