import { describe, expect, it } from 'vitest';
import { parseHumanNumber } from './parse-number';

describe('parseHumanNumber', () => {
  it.each([
    ['42', 42],
    ['-3.5', -3.5],
    ['1e3', 1000],
    ['1,234,567.89', 1234567.89],
    ['$1,234', 1234],
    ['€ 99.90', 99.9],
    ['12.5%', 12.5],
    ['(1,234.50)', -1234.5],
    ['−7', -7],
    ['+8', 8],
    ['1 234 567', 1234567],
    ["1'234.5", 1234.5],
    ['  17  ', 17],
    ['($5)', -5],
  ])('reads %j as %d', (text, value) => {
    expect(parseHumanNumber(text)).toBe(value);
  });

  it('reads decimal commas in files that use them', () => {
    expect(parseHumanNumber('1.234,5', true)).toBe(1234.5);
    expect(parseHumanNumber('0,25', true)).toBe(0.25);
    expect(parseHumanNumber('-1.000.000', true)).toBe(-1_000_000);
    expect(parseHumanNumber('12,5 %', true)).toBe(12.5);
    expect(parseHumanNumber('1 234,5 €', true)).toBe(1234.5);
  });

  it('gives null for blanks and NaN for words', () => {
    expect(parseHumanNumber('')).toBeNull();
    expect(parseHumanNumber('   ')).toBeNull();
    expect(parseHumanNumber('n/a')).toBeNaN();
    expect(parseHumanNumber('Europe')).toBeNaN();
    expect(parseHumanNumber('12abc')).toBeNaN();
    expect(parseHumanNumber('0x1A')).toBeNaN();
    expect(parseHumanNumber('1.2.3')).toBeNaN();
  });
});
