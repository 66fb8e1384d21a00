import { describe, expect, it } from 'vitest';
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

describe('maps without a model', () => {
  it('reads "in Africa in 2022" as a map of Africa at 2022', () => {
    expect(plan('life expectancy in Africa in 2022')).toMatchObject({
      chartType: 'map',
      layout: 'snapshot',
      regions: 'africa',
      at: '2022',
      from: null,
      to: null,
      series: [{ source: 'worldbank', indicator: 'SP.DYN.LE00.IN', entity: 'africa' }],
    });
  });

  it('reads "by country" as a world map of the latest year', () => {
    expect(plan('CO2 emissions per person by country')).toMatchObject({
      chartType: 'map',
      regions: 'world',
      at: null,
      series: [{ source: 'worldbank', indicator: 'EN.GHG.CO2.PC.CE.AR5', entity: 'world' }],
    });
  });

  it.each([
    ['map of unemployment in Europe', 'europe'],
    ['world map of life expectancy', 'world'],
    ['population of the countries of Asia', 'asia'],
    ['inflation per country', 'world'],
    ['GDP per capita across countries in 2020', 'world'],
    ['life expectancy in Sub-Saharan Africa on a map', 'wb-ssf'],
    ['unemployment in Europe', 'europe'],
  ])('reads %j as a map of %s', (question, regions) => {
    expect(plan(question)).toMatchObject({ chartType: 'map', regions });
  });

  it('takes a map from OWID when asked to', () => {
    expect(plan('life expectancy by country according to Our World in Data').series[0]).toMatchObject({ source: 'owid', indicator: 'life-expectancy' });
  });

  it('keeps lines of aggregates over time, and several places, as they were', () => {
    expect(plan('child mortality in Africa vs Europe since 1950')).toMatchObject({ chartType: null, layout: 'over-time', regions: null });
    expect(plan('access to electricity in Sub-Saharan Africa since 2000')).toMatchObject({ layout: 'over-time', regions: null });
    expect(plan('life expectancy in Africa as a bar chart')).toMatchObject({ chartType: 'bar', regions: null });
  });

  it('reads a ranking of every country as a table (group-plan.ts), not a map', () => {
    expect(plan('highest life expectancy by country')).toMatchObject({ chartType: 'table', regions: 'world', top: 10 });
  });

  it('says why a map question is no map rather than guessing another chart', () => {
    expect(message('CO2 by country since 2000')).toContain('a map shows one year');
    expect(message('GDP of France on a map')).toContain('every country of the world, a continent or a World Bank region');
    expect(message('unemployment and inflation by country')).toContain('one measure');
    expect(message('life expectancy in Germany and France on a map')).toContain('every country of the world, a continent or a World Bank region');
  });
});
