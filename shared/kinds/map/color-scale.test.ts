import { describe, expect, it } from 'vitest';
import { classBreaks, colorScale, type MapPaint } from './color-scale';
import { mapOptions } from './map-options';

const paint: MapPaint = { background: '#ffffff', foreground: '#0f172a', series: ['#2563eb', '#ea580c'] };

describe('colorScale', () => {
  it('runs a sequential ramp from faint to the first series colour', () => {
    const scale = colorScale([0, 50, 100], mapOptions({}), paint);
    expect(scale.color(100)).toBe('#2563eb');
    expect(scale.color(0)).not.toBe('#2563eb');
    expect(scale.legend.kind).toBe('gradient');
    if (scale.legend.kind === 'gradient') {
      expect([scale.legend.min, scale.legend.max]).toEqual([0, 100]);
      expect(scale.legend.ticks).toContain(50);
      expect(scale.legend.stops).toHaveLength(9);
    }
  });

  it('paints regions without a value in the no-data colour', () => {
    const scale = colorScale([1, null, 3], mapOptions({}), paint);
    expect(scale.color(null)).toBe(scale.noData);
    expect(scale.color(undefined)).toBe(scale.noData);
    expect(scale.noData).not.toBe(scale.color(1));
  });

  it('diverges from the midpoint: neutral there, the two series colours at the ends', () => {
    const scale = colorScale([-10, 0, 10], mapOptions({ scale: 'diverging' }), paint);
    expect(scale.color(10)).toBe('#2563eb');
    expect(scale.color(-10)).toBe('#ea580c');
    const neutral = scale.color(0);
    expect(neutral).not.toBe(scale.color(5));
    // A typed midpoint moves the neutral colour.
    expect(colorScale([-10, 0, 10], mapOptions({ scale: 'diverging', midpoint: 5 }), paint).color(5)).toBe(neutral);
  });

  it('puts values into classes of equal steps on round breaks', () => {
    expect(classBreaks([0, 33, 100], mapOptions({ classes: 'equal', classCount: 4 }))).toEqual([25, 50, 75]);
    expect(classBreaks([0.013, 0.9871], mapOptions({ classes: 'equal', classCount: 3 }))).toEqual([0.34, 0.66]);
  });

  it('makes quantile breaks out of values the data holds', () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const breaks = classBreaks(values, mapOptions({ classes: 'quantile', classCount: 5 }));
    expect(breaks).toEqual([3, 5, 7, 9]);
    breaks.forEach((b) => expect(values).toContain(b));
  });

  it('uses the breaks a creator typed, and gives each class one colour', () => {
    const scale = colorScale([5, 25, 45, 65], mapOptions({ classes: 'breaks', breaks: [20, 40, 60] }), paint);
    expect(scale.legend).toMatchObject({ kind: 'classes', bounds: [5, 20, 40, 60, 65] });
    expect(scale.color(21)).toBe(scale.color(39));
    expect(scale.color(19)).not.toBe(scale.color(20));
    expect(scale.color(65)).toBe('#2563eb');
  });

  it('draws one colour for data of one value', () => {
    const scale = colorScale([7, 7], mapOptions({}), paint);
    expect(scale.color(7)).toBe('#2563eb');
  });
});
