import { describe, expect, it } from 'vitest';
import { checkMapOptions, mapOptions } from './map-options';

describe('map options', () => {
  it('fills in the defaults, leaving the region set to the labels', () => {
    expect(mapOptions(undefined)).toEqual({ scale: 'sequential', classes: 'continuous', classCount: 5 });
    expect(mapOptions({ regions: 'europe', breaks: [1] })).toMatchObject({ regions: 'europe', breaks: [1] });
  });

  it('names what a client sent wrong', () => {
    expect(checkMapOptions(undefined)).toBeNull();
    expect(checkMapOptions({ regions: 'mars' })).toMatch(/options.map.regions must be one of world/);
    expect(checkMapOptions({ classCount: 12 })).toMatch(/from 3 to 9/);
    expect(checkMapOptions({ breaks: [3, 2] })).toMatch(/must rise/);
    expect(checkMapOptions({ classes: 'breaks' })).toMatch(/breaks must be given/);
    expect(checkMapOptions({ midpoint: Infinity })).toMatch(/midpoint must be a number/);
    expect(checkMapOptions({ regions: 'us-states', scale: 'diverging', midpoint: 0, classes: 'breaks', breaks: [-1, 1] })).toBeNull();
  });
});
