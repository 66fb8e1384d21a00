/**
 * Map questions (issue 48), beside the 55 of questions.ts so their budget stays as it was: every
 * country of a group at one year. Each names what a good planner should plan from the catalogue;
 * a series' entity is the group, which the server expands to its member countries.
 */
import type { EvalQuestion } from './questions';
import { map } from './plan-builders';

const LIFE = ['worldbank', 'SP.DYN.LE00.IN'] as const;
const LIFE_OWID = ['owid', 'life-expectancy'] as const;
const CO2 = ['worldbank', 'EN.GHG.CO2.PC.CE.AR5'] as const;
const CO2_OWID = ['owid', 'co2-emissions-per-capita'] as const;

export function mapQuestions(): EvalQuestion[] {
  return [
    {
      question: 'Life expectancy in Africa in 2022',
      plan: map('Life expectancy', LIFE, 'africa', '2022'),
      alternatives: [map('Life expectancy', LIFE_OWID, 'africa', '2022')],
    },
    {
      question: 'CO2 emissions per person by country',
      plan: map('CO2 per person', CO2, 'world'),
      alternatives: [map('CO2 per person', CO2_OWID, 'world')],
    },
    { question: 'Map of unemployment in Europe', plan: map('Unemployment', ['worldbank', 'SL.UEM.TOTL.ZS'], 'europe') },
    { question: 'GDP per capita on a world map', plan: map('GDP per capita', ['worldbank', 'NY.GDP.PCAP.CD'], 'world') },
    { question: 'Population of the countries of Asia in 2020', plan: map('Population', ['worldbank', 'SP.POP.TOTL'], 'asia', '2020') },
    {
      question: 'Life expectancy per country in South America',
      plan: map('Life expectancy', LIFE, 'south-america'),
      alternatives: [map('Life expectancy', LIFE_OWID, 'south-america')],
    },
    { question: 'Inflation across countries in 2023', plan: map('Inflation', ['worldbank', 'FP.CPI.TOTL.ZG'], 'world', '2023') },
    { question: 'Access to electricity in Sub-Saharan Africa on a map', plan: map('Access to electricity', ['worldbank', 'EG.ELC.ACCS.ZS'], 'wb-ssf') },
  ];
}
