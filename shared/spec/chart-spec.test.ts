import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART_OPTIONS, withDefaultOptions } from './chart-spec';

describe('withDefaultOptions', () => {
  it('gives the spec defaults when nothing is set', () => {
    expect(withDefaultOptions(undefined)).toEqual({
      title: '',
      xAxis: 'Date',
      yAxis: 'Value',
      legendPosition: 'right',
      animation: true,
      tooltips: true,
      responsive: true,
    });
  });

  it('keeps what the user chose, including false booleans and empty strings', () => {
    const options = withDefaultOptions({ animation: false, xAxis: '', legendPosition: 'none' });
    expect(options.animation).toBe(false);
    expect(options.xAxis).toBe('');
    expect(options.legendPosition).toBe('none');
    expect(options.tooltips).toBe(true);
  });

  it('never lets a caller change the shared defaults', () => {
    expect(Object.isFrozen(DEFAULT_CHART_OPTIONS)).toBe(true);
  });
});
