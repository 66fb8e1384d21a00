import { describe, expect, it } from 'vitest';
import { nearestCodes, words } from './nearest-codes';

describe('nearestCodes', () => {
  it('finds a World Bank code from a misremembered one', () => {
    expect(nearestCodes('worldbank', 'indicator', 'NY.GDP.GROWTH')[0]).toBe('NY.GDP.MKTP.KD.ZG');
    expect(nearestCodes('worldbank', 'indicator', 'NY.GDP.MKTP.ZG')[0]).toBe('NY.GDP.MKTP.KD.ZG');
  });

  it('finds a code from words of its title', () => {
    expect(nearestCodes('worldbank', 'indicator', 'population')[0]).toBe('SP.POP.TOTL');
    expect(nearestCodes('worldbank', 'indicator', 'co2 emissions per capita')[0]).toBe('EN.GHG.CO2.PC.CE.AR5');
    expect(nearestCodes('imf', 'indicator', 'inflation')).toEqual(expect.arrayContaining(['PCPIPCH', 'PCPIEPCH']));
  });

  it('finds OWID slugs and SEC metrics', () => {
    expect(nearestCodes('owid', 'indicator', 'co2-per-capita')[0]).toBe('co2-emissions-per-capita');
    expect(nearestCodes('owid', 'indicator', 'renewables-share-electricity')[0]).toBe('share-electricity-renewables');
    expect(nearestCodes('sec', 'indicator', 'Revenues')[0]).toBe('revenue');
    expect(nearestCodes('sec', 'indicator', 'NetIncomeLoss')[0]).toBe('net-income');
  });

  it('turns names and other codes into the entity code the source takes', () => {
    expect(nearestCodes('worldbank', 'entity', 'Germany')).toEqual(['DEU']);
    expect(nearestCodes('worldbank', 'entity', 'GER')[0]).toBe('DEU');
    expect(nearestCodes('worldbank', 'entity', 'UK')[0]).toBe('GBR');
    expect(nearestCodes('worldbank', 'entity', '1W')[0]).toBe('WLD');
    expect(nearestCodes('imf', 'entity', 'DE')[0]).toBe('DEU');
    expect(nearestCodes('owid', 'entity', 'USA')[0]).toBe('United States');
    expect(nearestCodes('owid', 'entity', 'Korea, Rep.')[0]).toBe('South Korea');
    expect(nearestCodes('owid', 'entity', 'africa')[0]).toBe('Africa');
  });

  it('suggests Stooq spellings for indices and crypto', () => {
    expect(nearestCodes('prices', 'entity', 'BTC-USD')[0]).toBe('BTC.V');
    expect(nearestCodes('prices', 'entity', '^GSPC')[0]).toBe('^SPX');
  });

  it('suggests nothing when nothing is near, and at most `limit`', () => {
    expect(nearestCodes('worldbank', 'indicator', 'zzzz')).toEqual([]);
    expect(nearestCodes('sec', 'entity', 'APPL')).toEqual([]);
    expect(nearestCodes('worldbank', 'indicator', 'GDP', 2)).toHaveLength(2);
    expect(nearestCodes('worldbank', 'indicator', '  ')).toEqual([]);
  });
});

describe('words', () => {
  it('splits codes, camelCase and titles', () => {
    expect(words('NetIncomeLoss')).toEqual(['net', 'income', 'loss']);
    expect(words('Per capita CO₂ emissions')).toEqual(['per', 'capita', 'co2', 'emissions']);
    expect(words('NY.GDP.MKTP.KD.ZG')).toEqual(['ny', 'gdp', 'mktp', 'kd', 'zg']);
  });
});
