import { describe, expect, it } from 'vitest';
import { CHART_TYPES } from './chart-spec';
import { chartTypeName } from './chart-type-name';

describe('chartTypeName', () => {
  it('names every chart type with a capital', () => {
    expect(CHART_TYPES.map(chartTypeName)).toEqual(['Line', 'Area', 'Bar', 'Pie', 'Candlestick', 'Map', 'Scatter', 'Table']);
  });
});
