import { describe, expect, it } from 'vitest';
import { checkMapOptions, type MapOptions } from '@shared/kinds/map/map-options';
import {
  EMPTY_MAP_FIELDS,
  MIDPOINT_NOT_A_NUMBER,
  NO_BREAKS,
  TOO_MANY_BREAKS,
  mapFieldsFrom,
  mapOptionsFrom,
  mapSummary,
  readBreaks,
  type MapFields,
} from './map-fields';

const fields = (patch: Partial<MapFields>): MapFields => ({ ...EMPTY_MAP_FIELDS, ...patch });

describe('the map’s fields of the options form', () => {
  it('make no options of their own when left as they are: the labels decide the set', () => {
    expect(mapOptionsFrom(EMPTY_MAP_FIELDS)).toEqual({ map: undefined, problems: {} });
  });

  it('make the options the creator chose, each one the API accepts', () => {
    const made = [
      fields({ regions: 'africa' }),
      fields({ scale: 'diverging', midpoint: '1,500' }),
      fields({ classes: 'quantile', classCount: 7 }),
      fields({ classes: 'breaks', breaks: '10, 20; 50 100' }),
    ].map((f) => mapOptionsFrom(f).map);
    expect(made).toEqual([
      { regions: 'africa' },
      { scale: 'diverging', midpoint: 1500 },
      { classes: 'quantile', classCount: 7 },
      { classes: 'breaks', breaks: [10, 20, 50, 100] },
    ]);
    for (const map of made) expect(checkMapOptions(map)).toBeNull();
  });

  it('keep a midpoint and breaks only for the scale and classes that use them', () => {
    expect(mapOptionsFrom(fields({ midpoint: '5', breaks: '1 2', classCount: 4 })).map).toBeUndefined();
  });

  it('round-trip a saved map’s options', () => {
    const saved: MapOptions = { regions: 'us-states', scale: 'diverging', midpoint: -2.5, classes: 'breaks', breaks: [-5, 0, 5] };
    expect(mapOptionsFrom(mapFieldsFrom(saved)).map).toEqual(saved);
    expect(mapFieldsFrom(undefined)).toEqual(EMPTY_MAP_FIELDS);
  });

  it('name a midpoint or breaks that cannot be drawn, and send neither', () => {
    expect(mapOptionsFrom(fields({ scale: 'diverging', midpoint: 'half' }))).toEqual({
      map: { scale: 'diverging' },
      problems: { 'map.midpoint': MIDPOINT_NOT_A_NUMBER },
    });
    expect(mapOptionsFrom(fields({ classes: 'breaks', breaks: '' }))).toEqual({ map: undefined, problems: { 'map.breaks': NO_BREAKS } });
  });
});

describe('typed breaks', () => {
  it('read numbers separated by commas, semicolons or spaces', () => {
    expect(readBreaks(' 0.5, 1e3 ;2000 ')).toEqual({ breaks: [0.5, 1000, 2000] });
    expect(readBreaks('-10 -5 0')).toEqual({ breaks: [-10, -5, 0] });
  });

  it('say which one is not a number, which does not rise, or that there are too many', () => {
    expect(readBreaks('10, ten, 30')).toEqual({ problem: `“ten” is not a number. ${NO_BREAKS}` });
    expect(readBreaks('10, 50, 20')).toEqual({ problem: 'Each break must be above the one before: 20 comes after 50.' });
    expect(readBreaks('10 10')).toEqual({ problem: 'Each break must be above the one before: 10 comes after 10.' });
    expect(readBreaks('1 2 3 4 5 6 7 8 9')).toEqual({ problem: TOO_MANY_BREAKS });
    expect(readBreaks(' , ')).toEqual({ problem: NO_BREAKS });
  });
});

describe('the Layout section’s summary of a map', () => {
  it('names the set when chosen, the scale when diverging, and the classes', () => {
    expect(mapSummary(undefined)).toBe('Regions from the labels, continuous');
    expect(mapSummary({ regions: 'wb-ssf', classes: 'quantile', classCount: 4 })).toBe('Sub-Saharan Africa, 4 quantiles');
    expect(mapSummary({ scale: 'diverging', classes: 'equal' })).toBe('Regions from the labels, diverging, 5 equal steps');
    expect(mapSummary({ classes: 'breaks', breaks: [1, 2] })).toBe('Regions from the labels, 3 classes');
  });
});
