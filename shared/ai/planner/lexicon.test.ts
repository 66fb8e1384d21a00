import { describe, expect, it } from 'vitest';
import { readWords, type Reading } from './lexicon';
import { tokenize } from './tokens';

const read = (question: string) => readWords(tokenize(question), question);
const kinds = (question: string) =>
  read(question)
    .readings.filter((r) => r.meaning.kind !== 'filler')
    .map((r: Reading) => `${r.meaning.kind}:${r.text}`);
const entity = (question: string) => {
  const reading = read(question).readings.find((r) => r.meaning.kind === 'entity');
  return reading?.meaning.kind === 'entity' ? reading.meaning.entity.code : null;
};
const measure = (question: string) => {
  const reading = read(question).readings.find((r) => r.meaning.kind === 'measure');
  return reading?.meaning.kind === 'measure' ? reading.meaning.measure.codes[0]!.join(' ') : null;
};

describe('measures', () => {
  it('knows the words people use', () => {
    expect(measure('inflation')).toBe('worldbank FP.CPI.TOTL.ZG');
    expect(measure('jobless rate')).toBe('worldbank SL.UEM.TOTL.ZS');
    expect(measure('GDP per head')).toBe('worldbank NY.GDP.PCAP.CD');
    expect(measure('life expectancy')).toBe('worldbank SP.DYN.LE00.IN');
    expect(measure('CO2 per person')).toBe('worldbank EN.GHG.CO2.PC.CE.AR5');
    expect(measure('revenue')).toBe('sec revenue');
    expect(measure('net income')).toBe('sec net-income');
    expect(measure('share price')).toBe('prices close');
    expect(measure('life expectancy for men')).toBe('worldbank SP.DYN.LE00.MA.IN');
    expect(measure('how many people live in')).toBe('worldbank SP.POP.TOTL');
  });

  it('knows catalogue titles, and the longest phrase wins', () => {
    expect(measure('population growth')).toBe('worldbank SP.POP.GROW');
    expect(measure('urban population share')).toBe('worldbank SP.URB.TOTL.IN.ZS');
    expect(measure('hospital beds')).toBe('worldbank SH.MED.BEDS.ZS');
  });

  it('corrects one typo, not two, and not a short word', () => {
    expect(measure('unemploymnet')).toBe('worldbank SL.UEM.TOTL.ZS');
    expect(measure('inflaton')).toBe('worldbank FP.CPI.TOTL.ZG');
    expect(read('unemplymnet').unknown.map((t) => t.raw)).toEqual(['unemplymnet']);
  });
});

describe('entities', () => {
  it('reads countries by name, short name and code', () => {
    expect(entity('Germany')).toBe('DEU');
    expect(entity('germany')).toBe('DEU');
    expect(entity('US')).toBe('USA');
    expect(entity('USA')).toBe('USA');
    expect(entity('America')).toBe('USA');
    expect(entity('the United States')).toBe('USA');
    expect(entity('UK')).toBe('GBR');
    expect(entity('Britain')).toBe('GBR');
    expect(entity('South Korea')).toBe('KOR');
    expect(entity('Turkey')).toBe('TUR');
    expect(entity('DEU')).toBe('DEU');
  });

  it('reads aggregates, continents and the world', () => {
    expect(entity('the EU')).toBe('EUU');
    expect(entity('Sub-Saharan Africa')).toBe('SSF');
    expect(entity('South Africa')).toBe('ZAF');
    expect(entity('Africa')).toBe('Africa');
    expect(entity('North America')).toBe('North America');
    expect(entity('the world')).toBe('WLD');
  });

  it('reads companies by name and ticker, indices and crypto', () => {
    expect(entity('Apple')).toBe('AAPL');
    expect(entity('MSFT')).toBe('MSFT');
    expect(entity('Coca-Cola')).toBe('KO');
    expect(entity('Google')).toBe('GOOGL');
    expect(entity('S&P 500')).toBe('^SPX');
    expect(entity('Nasdaq')).toBe('^NDQ');
    expect(entity('Nasdaq 100')).toBe('^NDX');
    expect(entity('Bitcoin')).toBe('BTC.V');
  });

  it('reads codes only in capitals', () => {
    expect(entity('gdp of IN')).toBe('IND');
    expect(kinds('show us unemployment in Spain')).toEqual(['measure:unemployment', 'entity:Spain']);
  });
});

describe('layout words', () => {
  it('reads chart types and layouts', () => {
    expect(kinds('population by continent as a pie chart')).toEqual(['measure:population', 'layout:by continent', 'layout:as a pie chart']);
    expect(kinds('EPS as bars')).toEqual(['measure:EPS', 'layout:as bars']);
    expect(kinds('top 10 economies')[0]).toBe('layout:top');
  });
});
