import { describe, expect, it } from 'vitest';
import { readTop } from './group-plan';
import { planQuestion } from './plan-question';

const today = new Date('2026-11-27T12:00:00Z');
const plan = (question: string) => {
  const result = planQuestion(question, today);
  if (!result.ok) throw new Error(`not planned: ${result.message}`);
  return result.plan;
};
const message = (question: string) => {
  const result = planQuestion(question, today);
  if (result.ok) throw new Error(`planned: ${JSON.stringify(result.plan)}`);
  return result.message;
};
const axes = (question: string) => plan(question).series.map((s) => s.indicator);

describe('scatter plots without a model', () => {
  it('reads "A vs B in 2019" as A up and B across, for every country of the world, coloured by continent', () => {
    expect(plan('Life expectancy vs GDP per capita in 2019')).toEqual({
      name: 'Life expectancy vs GDP per capita, 2019',
      chartType: 'scatter',
      columns: ['GDP per capita (current US$)', 'Life expectancy at birth, total (years)'],
      layout: 'snapshot',
      from: null,
      to: null,
      at: '2019',
      regions: 'world',
      groupBy: 'continent',
      top: null,
      series: [
        { label: 'GDP per capita', source: 'worldbank', indicator: 'NY.GDP.PCAP.CD', entity: 'world' },
        { label: 'life expectancy', source: 'worldbank', indicator: 'SP.DYN.LE00.IN', entity: 'world' },
      ],
      refusal: null,
    });
  });

  it('keeps the rule whichever way the question is written', () => {
    expect(axes('GDP per capita vs life expectancy')).toEqual(['SP.DYN.LE00.IN', 'NY.GDP.PCAP.CD']);
    expect(axes('fertility rate against child mortality')).toEqual(['SH.DYN.MORT', 'SP.DYN.TFRT.IN']);
    expect(axes('scatter plot of life expectancy and GDP per capita')).toEqual(['NY.GDP.PCAP.CD', 'SP.DYN.LE00.IN']);
  });

  it('sizes bubbles by the measure after "sized by", wherever it is', () => {
    expect(axes('life expectancy vs GDP per capita sized by population')).toEqual(['NY.GDP.PCAP.CD', 'SP.DYN.LE00.IN', 'SP.POP.TOTL']);
    expect(message('life expectancy vs GDP per capita and population')).toContain('a third as the bubble size after "sized by"');
  });

  it('shows the group named, and takes OWID when asked', () => {
    expect(plan('CO2 emissions per person vs GDP per capita in Asia')).toMatchObject({
      regions: 'asia',
      name: 'CO2 emissions per person vs GDP per capita in Asia',
    });
    expect(plan('life expectancy vs GDP per capita in Sub-Saharan Africa').regions).toBe('wb-ssf');
    expect(plan('life expectancy vs GDP per capita in Europe according to OWID').series.map((s) => s.source)).toEqual(['owid', 'owid']);
  });

  it('leaves "A vs B" of named countries or over time as the charts they were', () => {
    expect(plan('GDP growth vs inflation in the US since 2010')).toMatchObject({ chartType: null, layout: 'over-time', regions: null });
    expect(plan('life expectancy vs GDP per capita in France and Germany in 2019')).toMatchObject({ chartType: null, regions: null });
    expect(plan('life expectancy vs GDP per capita as a bar chart in France')).toMatchObject({ chartType: 'bar', regions: null });
  });

  it('says what is missing rather than guessing another scatter', () => {
    expect(message('life expectancy vs GDP per capita by country since 2000')).not.toContain('scatter');
    expect(message('life expectancy vs Apple revenue')).toContain('no source I know holds all of that');
  });
});

describe('tables without a model', () => {
  it('reads "top 10 … in 2022" as the ten highest of the world, sorted by the measure', () => {
    expect(plan('Top 10 countries by GDP per capita in 2022')).toMatchObject({
      name: 'Top 10 countries by GDP per capita, 2022',
      chartType: 'table',
      columns: ['Country', 'GDP per capita (current US$)'],
      at: '2022',
      regions: 'world',
      top: 10,
      series: [{ indicator: 'NY.GDP.PCAP.CD', entity: 'world' }],
    });
    expect(plan('the 5 largest economies by GDP in Africa')).toMatchObject({ top: 5, regions: 'africa', series: [{ indicator: 'NY.GDP.MKTP.CD' }] });
    expect(plan('countries with the highest life expectancy')).toMatchObject({ top: 10 });
  });

  it('reads "by country in a table" and "as a table" as every country of the group', () => {
    expect(plan('GDP per capita by country in a table')).toMatchObject({ chartType: 'table', regions: 'world', top: null, name: 'GDP per capita by country' });
    expect(plan('Unemployment and inflation in Europe as a table')).toMatchObject({
      chartType: 'table',
      regions: 'europe',
      name: 'Unemployment, inflation in Europe',
      series: [{ indicator: 'SL.UEM.TOTL.ZS' }, { indicator: 'FP.CPI.TOTL.ZG' }],
    });
  });

  it('draws a table of named countries over time as an ordinary chart in a table', () => {
    expect(plan('GDP of the US and China since 2000 as a table')).toMatchObject({ chartType: 'table', regions: null, layout: 'over-time' });
  });

  it('ranks highest first only, and names no ranking of named countries', () => {
    expect(message('the 10 lowest life expectancy countries')).toContain('highest first only');
    expect(message('top 10 economies by GDP in Germany and France')).toContain('cannot rank');
    expect(message('top 500 countries by population')).toContain('1 to 100 countries');
  });
});

describe('readTop', () => {
  it('finds the number of a ranking and where it is', () => {
    expect(readTop('Top 10 countries')).toEqual({ count: 10, start: 4, end: 6 });
    expect(readTop('the 5 largest economies')).toEqual({ count: 5, start: 4, end: 5 });
    expect(readTop('GDP in 2010')).toBeNull();
  });
});
