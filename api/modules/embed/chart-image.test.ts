import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../../lib/errors';
import { imageLocale, imageSize } from './chart-image';

const size = (query: string) => imageSize(new URLSearchParams(query));

describe('imageSize', () => {
  it('is 1200 × 630 unless asked otherwise', () => {
    expect(size('')).toEqual({ width: 1200, height: 630 });
    expect(size('width=800')).toEqual({ width: 800, height: 630 });
    expect(size('width=200&height=150')).toEqual({ width: 200, height: 150 });
    expect(size('width=2400&height=2400')).toEqual({ width: 2400, height: 2400 });
  });

  it('refuses what is not a whole number within the limits, naming the field', () => {
    for (const query of ['width=199', 'width=2401', 'width=0800.5', 'width=1e3', 'width=+300', 'width=', 'width=99999999']) {
      expect(() => size(query), query).toThrow(new BadRequestError('width must be a whole number from 200 to 2400'));
    }
    expect(() => size('height=149')).toThrow('height must be a whole number from 150 to 2400');
  });
});

describe('the sizes and languages an image is drawn in (issue 43, finding 5)', () => {
  it('draws a side up to 1200 px as asked, and a longer one at the nearest multiple of 200', () => {
    expect(size('width=1199&height=1200')).toEqual({ width: 1199, height: 1200 });
    expect(size('width=1201&height=1299')).toEqual({ width: 1200, height: 1200 });
    expect(size('width=2099&height=2100')).toEqual({ width: 2000, height: 2200 });
    expect(size('width=2399&height=2301')).toEqual({ width: 2400, height: 2400 });
  });

  it('asks for few images, whatever sizes a flood sends: nine for every size from 2000 to 2399 square', () => {
    const drawn = new Set<string>();
    for (let width = 2000; width < 2400; width++)
      for (let height = 2000; height < 2400; height += 7) drawn.add(JSON.stringify(size(`width=${width}&height=${height}`)));
    expect(drawn.size).toBe(9);
  });

  it('draws in the locale Intl would use, so made-up tags ask for no new image', () => {
    const locale = (lang: string) => imageLocale(new URLSearchParams({ lang }));
    expect(locale('de-DE')).toBe('de-DE');
    expect(locale('fr-fr')).toBe('fr-FR');
    expect(new Set(['en-x-a1', 'en-x-b2', 'en-x-zz9', 'en-ZZ'].map(locale))).toEqual(new Set(['en']));
    expect(locale('not a tag')).toBe('en-US');
    expect(imageLocale(new URLSearchParams())).toBe('en-US');
  });
});
