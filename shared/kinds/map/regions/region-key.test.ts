import { describe, expect, it } from 'vitest';
import { regionKey } from './region-key';

describe('regionKey', () => {
  it('lower-cases and strips diacritics', () => {
    expect(regionKey("Côte d'Ivoire")).toBe('cote divoire');
    expect(regionKey('São Tomé and Príncipe')).toBe('sao tome and principe');
    expect(regionKey('Åland')).toBe('aland');
    expect(regionKey('TÜRKIYE')).toBe('turkiye');
  });

  it('treats typographic and straight apostrophes alike', () => {
    expect(regionKey('Cote d’Ivoire')).toBe(regionKey("Cote d'Ivoire"));
  });

  it('spells out & and drops punctuation', () => {
    expect(regionKey('Bosnia & Herzegovina')).toBe('bosnia and herzegovina');
    expect(regionKey('Korea, Rep.')).toBe('korea rep');
    expect(regionKey('U.S.')).toBe('us');
    expect(regionKey('Micronesia (country)')).toBe('micronesia country');
  });

  it('turns hyphens and slashes into spaces', () => {
    expect(regionKey('Timor-Leste')).toBe('timor leste');
    expect(regionKey('St-Martin')).toBe('st martin');
    expect(regionKey('Guinea–Bissau')).toBe('guinea bissau');
  });

  it('collapses spaces and drops a leading "the"', () => {
    expect(regionKey('  The   Gambia ')).toBe('gambia');
    expect(regionKey('the Bahamas')).toBe('bahamas');
    expect(regionKey('Netherlands')).toBe('netherlands');
    expect(regionKey('Theland')).toBe('theland');
  });

  it('keeps digits', () => {
    expect(regionKey('Region 7')).toBe('region 7');
  });
});
