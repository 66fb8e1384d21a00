import { describe, expect, it } from 'vitest';
import { colourTargets, drawnColours, lowContrast, ratioText, themePalette } from './series-colours';

const data = {
  labels: ['Asia', 'Europe', 'Africa'],
  datasets: [
    { label: 'People', data: [1, 2, 3] },
    { label: 'Land', data: [3, 2, 1] },
  ],
};

describe('series colours', () => {
  it('colour the series, a pie’s slices, and no candles', () => {
    expect(colourTargets('bar', data)).toEqual(['People', 'Land']);
    expect(colourTargets('pie', data)).toEqual(['Asia', 'Europe', 'Africa']);
    expect(colourTargets('candlestick', data)).toEqual([]);
    expect(colourTargets('line', null)).toEqual([]);
  });

  it('are drawn in the creator’s colour where valid, else the theme’s', () => {
    expect(drawnColours('neon-midnight', 3, ['', '#123456', 'nope'])).toEqual(['#22d3ee', '#123456', '#f472b6']);
    expect(themePalette('neon-midnight')).toEqual(['#22d3ee', '#a78bfa', '#f472b6', '#facc15', '#34d399']);
  });

  it('warn below 3:1 against the theme’s background, with the ratio rounded down', () => {
    expect(lowContrast('#ca8a04', 'light-purple')).toBeCloseTo(2.94, 2);
    expect(lowContrast('#22d3ee', 'neon-midnight')).toBeNull();
    expect(lowContrast('#111111', 'neon-midnight')).not.toBeNull();
    expect(ratioText(2.96)).toBe('2.9:1');
  });
});
