import { describe, expect, it } from 'vitest';
import { CHART_TYPES } from './chart-spec';
import { chartNoun, chartTypeName } from './chart-type-name';

describe('chartTypeName', () => {
  it('names every chart type with a capital', () => {
    expect(CHART_TYPES.map(chartTypeName)).toEqual(['Line', 'Area', 'Bar', 'Pie', 'Candlestick', 'Map', 'Scatter', 'Table']);
  });

  it('names one chart of each type as a reader would', () => {
    expect(CHART_TYPES.map(chartNoun)).toEqual(['Line chart', 'Area chart', 'Bar chart', 'Pie chart', 'Candlestick chart', 'Map', 'Scatter plot', 'Table']);
  });
});
