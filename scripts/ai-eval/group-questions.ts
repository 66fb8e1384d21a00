/**
 * Scatter plots and tables of every country of a group (issue 49), beside the 55 of questions.ts
 * so their budget stays as it was, as the map questions are. In "A vs B" A goes up and B across,
 * so a scatter's series are x, then y, then the bubble size; a ranking keeps its top N.
 */
import type { EvalQuestion } from './questions';
import { scatter, table } from './plan-builders';

const GDP_PC = ['worldbank', 'NY.GDP.PCAP.CD'] as const;
const LIFE = ['worldbank', 'SP.DYN.LE00.IN'] as const;
const LIFE_OWID = ['owid', 'life-expectancy'] as const;
const POPULATION = ['worldbank', 'SP.POP.TOTL'] as const;
const CO2 = ['worldbank', 'EN.GHG.CO2.PC.CE.AR5'] as const;
const FERTILITY = ['worldbank', 'SP.DYN.TFRT.IN'] as const;
const CHILD_MORTALITY = ['worldbank', 'SH.DYN.MORT'] as const;
const UNEMPLOYMENT = ['worldbank', 'SL.UEM.TOTL.ZS'] as const;

export function groupQuestions(): EvalQuestion[] {
  return [
    { question: 'Life expectancy vs GDP per capita in 2019', plan: scatter('Life expectancy vs GDP per capita', [GDP_PC, LIFE], 'world', '2019') },
    {
      question: 'Life expectancy vs GDP per capita sized by population in 2019',
      plan: scatter('Life expectancy vs GDP per capita', [GDP_PC, LIFE, POPULATION], 'world', '2019'),
    },
    { question: 'CO2 emissions per person vs GDP per capita in Asia', plan: scatter('CO2 per person vs GDP per capita', [GDP_PC, CO2], 'asia') },
    {
      question: 'Fertility rate against child mortality in Africa in 2020',
      plan: scatter('Fertility vs child mortality', [CHILD_MORTALITY, FERTILITY], 'africa', '2020'),
    },
    {
      question: 'Scatter plot of life expectancy and GDP per capita in Europe according to OWID',
      plan: scatter('Life expectancy vs GDP per capita', [['owid', 'gdp-per-capita-worldbank'], LIFE_OWID], 'europe'),
    },
    { question: 'Top 10 countries by GDP per capita in 2022', plan: table('Top 10 countries by GDP per capita', [GDP_PC], 'world', { at: '2022', top: 10 }) },
    { question: 'Top 5 countries by population in South America', plan: table('Top 5 countries by population', [POPULATION], 'south-america', { top: 5 }) },
    { question: 'Unemployment by country in a table', plan: table('Unemployment by country', [UNEMPLOYMENT], 'world') },
    {
      question: 'Life expectancy in Africa as a table',
      plan: table('Life expectancy in Africa', [LIFE], 'africa'),
      alternatives: [table('x', [LIFE_OWID], 'africa')],
    },
  ];
}
