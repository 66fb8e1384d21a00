import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../../lib/errors';
import { imageSize } from './chart-image';

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
