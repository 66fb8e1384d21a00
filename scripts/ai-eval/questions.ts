/**
 * The Chat-to-Chart evaluation set (issue 32, requirement 9): realistic questions across the five
 * sources, each with the plan a good planner should produce from the catalogue alone.
 *
 * Questions about "this year" or "the last 10 years" have periods that move with the calendar, so
 * the set is built for a date: `evalQuestions(today)`. Such entries say `relative: true`. Their
 * rules: "the last N years" starts at the year N years before today's (in 2026, the last 5 years
 * are 2021 to 2025, which is what annual sources hold); "this year" starts on January 1st; "the last
 * N months" starts in the month N months back, written as a month so any day in it matches.
 */
import type { ChartPlan } from '@shared/ai/ai-plan';
import { OWID_CONTINENTS } from '@shared/ai/catalogue/entities';
import { each, overTime, snapshot } from './plan-builders';

export interface EvalQuestion {
  question: string;
  plan: ChartPlan;
  /** Other plans that answer as well: the same measure from another source. */
  alternatives?: ChartPlan[];
  /** Its periods depend on the date the set is built for. */
  relative?: true;
}

/** What a question's relative periods are measured from. */
interface When {
  yearsAgo: (n: number) => string;
  thisYear: string;
  monthsAgo: (n: number) => string;
}

export function evalQuestions(today: Date = new Date()): EvalQuestion[] {
  const year = today.getUTCFullYear();
  const when: When = {
    yearsAgo: (n) => String(year - n),
    thisYear: `${year}-01-01`,
    monthsAgo: (n) => new Date(Date.UTC(year, today.getUTCMonth() - n, 1)).toISOString().slice(0, 7),
  };
  return [builderExamples, worldBank, imf, sec, marketPrices, ourWorldInData].flatMap((group) => group(when));
}

/** The four examples of the builder's first step. */
function builderExamples({ yearsAgo, thisYear }: When): EvalQuestion[] {
  const continents = [...OWID_CONTINENTS];
  return [
    {
      question: 'Apple vs Microsoft revenue over the last 5 years',
      plan: overTime('Apple vs Microsoft revenue', each('sec', 'revenue', ['AAPL', 'MSFT']), { from: yearsAgo(5) }),
      relative: true,
    },
    {
      question: 'Population by continent as a pie chart',
      plan: snapshot('Population by continent', each('owid', 'population', continents), { chartType: 'pie' }),
    },
    {
      question: 'GDP growth vs inflation in the US since 2010',
      plan: overTime(
        'US GDP growth vs inflation',
        [
          ['worldbank', 'NY.GDP.MKTP.KD.ZG', 'USA'],
          ['worldbank', 'FP.CPI.TOTL.ZG', 'USA'],
        ],
        { from: '2010' },
      ),
      alternatives: [
        overTime(
          'US GDP growth vs inflation',
          [
            ['imf', 'NGDP_RPCH', 'USA'],
            ['imf', 'PCPIPCH', 'USA'],
          ],
          { from: '2010' },
        ),
      ],
    },
    {
      question: 'Bitcoin vs S&P 500 this year',
      plan: overTime('Bitcoin vs S&P 500', each('prices', 'close', ['BTC.V', '^SPX']), { from: thisYear }),
      relative: true,
    },
  ];
}

/** World Bank: countries, aggregates, ranges, snapshots and rankings. */
function worldBank({ yearsAgo }: When): EvalQuestion[] {
  return [
    {
      question: 'Life expectancy in Japan, Germany and Nigeria since 1990',
      plan: overTime('Life expectancy', each('worldbank', 'SP.DYN.LE00.IN', ['JPN', 'DEU', 'NGA']), { from: '1990' }),
      alternatives: [overTime('Life expectancy', each('owid', 'life-expectancy', ['Japan', 'Germany', 'Nigeria']), { from: '1990' })],
    },
    {
      question: 'CO2 emissions per person in China and the United States from 2000 to 2020',
      plan: overTime('CO2 per person', each('worldbank', 'EN.GHG.CO2.PC.CE.AR5', ['CHN', 'USA']), { from: '2000', to: '2020' }),
      alternatives: [overTime('CO2 per person', each('owid', 'co2-emissions-per-capita', ['China', 'United States']), { from: '2000', to: '2020' })],
    },
    {
      question: 'Unemployment rate in Spain, Italy and Greece over the last 10 years',
      plan: overTime('Unemployment', each('worldbank', 'SL.UEM.TOTL.ZS', ['ESP', 'ITA', 'GRC']), { from: yearsAgo(10) }),
      alternatives: [overTime('Unemployment', each('imf', 'LUR', ['ESP', 'ITA', 'GRC']), { from: yearsAgo(10) })],
      relative: true,
    },
    {
      question: 'Top 10 economies by GDP in 2022 as a bar chart',
      plan: snapshot('Largest economies, 2022', each('worldbank', 'NY.GDP.MKTP.CD', ['USA', 'CHN', 'JPN', 'DEU', 'IND', 'GBR', 'FRA', 'RUS', 'CAN', 'ITA']), {
        chartType: 'bar',
        at: '2022',
      }),
      alternatives: [
        snapshot('Largest economies, 2022', each('imf', 'NGDPD', ['USA', 'CHN', 'JPN', 'DEU', 'IND', 'GBR', 'FRA', 'RUS', 'CAN', 'ITA']), {
          chartType: 'bar',
          at: '2022',
        }),
      ],
    },
    {
      question: 'Share of people using the internet in India, Brazil, Indonesia and Nigeria since 2005',
      plan: overTime('Internet users', each('worldbank', 'IT.NET.USER.ZS', ['IND', 'BRA', 'IDN', 'NGA']), { from: '2005' }),
    },
    {
      question: 'Fertility rate in South Korea vs Japan since 1970',
      plan: overTime('Fertility rate', each('worldbank', 'SP.DYN.TFRT.IN', ['KOR', 'JPN']), { from: '1970' }),
      alternatives: [overTime('Fertility rate', each('owid', 'children-born-per-woman', ['South Korea', 'Japan']), { from: '1970' })],
    },
    {
      question: 'World population since 1960',
      plan: overTime('World population', [['worldbank', 'SP.POP.TOTL', 'WLD']], { from: '1960' }),
      alternatives: [overTime('World population', [['owid', 'population', 'World']], { from: '1960' })],
    },
    {
      question: 'GDP per capita of the European Union vs the United States since 2000',
      plan: overTime('GDP per capita', each('worldbank', 'NY.GDP.PCAP.CD', ['EUU', 'USA']), { from: '2000' }),
    },
    {
      question: 'Military spending as a share of GDP in the US, Russia, China, the UK and France from 2000 to 2023',
      plan: overTime('Military spending', each('worldbank', 'MS.MIL.XPND.GD.ZS', ['USA', 'RUS', 'CHN', 'GBR', 'FRA']), { from: '2000', to: '2023' }),
    },
    {
      question: 'Exports as a percentage of GDP for Germany, China and the United States since 1990',
      plan: overTime('Exports', each('worldbank', 'NE.EXP.GNFS.ZS', ['DEU', 'CHN', 'USA']), { from: '1990' }),
    },
    {
      question: 'Access to electricity in Sub-Saharan Africa vs South Asia since 2000',
      plan: overTime('Access to electricity', each('worldbank', 'EG.ELC.ACCS.ZS', ['SSF', 'SAS']), { from: '2000' }),
    },
    {
      question: 'Infant mortality in India, Pakistan and Bangladesh from 1990 to 2020',
      plan: overTime('Infant mortality', each('worldbank', 'SP.DYN.IMRT.IN', ['IND', 'PAK', 'BGD']), { from: '1990', to: '2020' }),
    },
    {
      question: 'Population of high, upper-middle, lower-middle and low income countries in 2023 as a pie chart',
      plan: snapshot('Population by income group, 2023', each('worldbank', 'SP.POP.TOTL', ['HIC', 'UMC', 'LMC', 'LIC']), { chartType: 'pie', at: '2023' }),
    },
    {
      question: 'Forest cover as a share of land in Brazil and Indonesia since 1990',
      plan: overTime('Forest area', each('worldbank', 'AG.LND.FRST.ZS', ['BRA', 'IDN']), { from: '1990' }),
      alternatives: [overTime('Forest area', each('owid', 'forest-area-as-share-of-land-area', ['Brazil', 'Indonesia']), { from: '1990' })],
    },
    {
      question: 'Inflation in Argentina and Turkey over the last 10 years',
      plan: overTime('Inflation', each('worldbank', 'FP.CPI.TOTL.ZG', ['ARG', 'TUR']), { from: yearsAgo(10) }),
      alternatives: [overTime('Inflation', each('imf', 'PCPIPCH', ['ARG', 'TUR']), { from: yearsAgo(10) })],
      relative: true,
    },
    {
      question: 'Health spending per person in the US, UK, Germany and Japan since 2000',
      plan: overTime('Health spending per person', each('worldbank', 'SH.XPD.CHEX.PC.CD', ['USA', 'GBR', 'DEU', 'JPN']), { from: '2000' }),
    },
    {
      question: 'Rank Luxembourg, Ireland, Switzerland, Norway and Denmark by GDP per capita in 2023',
      plan: snapshot('GDP per capita, 2023', each('worldbank', 'NY.GDP.PCAP.CD', ['LUX', 'IRL', 'CHE', 'NOR', 'DNK']), { at: '2023' }),
      alternatives: [snapshot('GDP per capita, 2023', each('imf', 'NGDPDPC', ['LUX', 'IRL', 'CHE', 'NOR', 'DNK']), { at: '2023' })],
    },
    {
      question: 'Urban population share in China vs India since 1960',
      plan: overTime('Urban population', each('worldbank', 'SP.URB.TOTL.IN.ZS', ['CHN', 'IND']), { from: '1960' }),
    },
    {
      question: 'Gini index of Brazil, South Africa and Mexico since 2000',
      plan: overTime('Gini index', each('worldbank', 'SI.POV.GINI', ['BRA', 'ZAF', 'MEX']), { from: '2000' }),
    },
    {
      question: 'Mobile phone subscriptions per 100 people in Kenya, Nigeria and Ghana since 2000',
      plan: overTime('Mobile subscriptions', each('worldbank', 'IT.CEL.SETS.P2', ['KEN', 'NGA', 'GHA']), { from: '2000' }),
    },
    {
      question: 'Renewable share of final energy consumption in the EU, China and the world since 2000',
      plan: overTime('Renewable energy share', each('worldbank', 'EG.FEC.RNEW.ZS', ['EUU', 'CHN', 'WLD']), { from: '2000' }),
    },
  ];
}

/** IMF World Economic Outlook and Fiscal Monitor. */
function imf(): EvalQuestion[] {
  return [
    {
      question: 'Real GDP growth in China, India and the US since 2015 according to the IMF',
      plan: overTime('Real GDP growth', each('imf', 'NGDP_RPCH', ['CHN', 'IND', 'USA']), { from: '2015' }),
    },
    {
      question: 'Current account balance as % of GDP for Germany, China and the US since 2008',
      plan: overTime('Current account balance', each('imf', 'BCA_NGDPD', ['DEU', 'CHN', 'USA']), { from: '2008' }),
      alternatives: [overTime('Current account balance', each('worldbank', 'BN.CAB.XOKA.GD.ZS', ['DEU', 'CHN', 'USA']), { from: '2008' })],
    },
    {
      question: 'Share of world GDP in PPP terms for China, the United States and India since 1990',
      plan: overTime('Share of world GDP (PPP)', each('imf', 'PPPSH', ['CHN', 'USA', 'IND']), { from: '1990' }),
    },
    {
      question: 'Unemployment in France and Germany since 2000 according to the IMF',
      plan: overTime('Unemployment', each('imf', 'LUR', ['FRA', 'DEU']), { from: '2000' }),
    },
    {
      question: 'Government budget balance of the UK, France and Italy since 2007',
      plan: overTime('Budget balance', each('imf', 'GGXCNL_NGDP', ['GBR', 'FRA', 'ITA']), { from: '2007' }),
      alternatives: [overTime('Budget balance', each('worldbank', 'GC.NLD.TOTL.GD.ZS', ['GBR', 'FRA', 'ITA']), { from: '2007' })],
    },
    {
      question: 'GDP per capita at purchasing power parity in Poland, Hungary and Czechia since 2000',
      plan: overTime('GDP per capita (PPP)', each('imf', 'PPPPC', ['POL', 'HUN', 'CZE']), { from: '2000' }),
      alternatives: [overTime('GDP per capita (PPP)', each('worldbank', 'NY.GDP.PCAP.PP.CD', ['POL', 'HUN', 'CZE']), { from: '2000' })],
    },
    {
      question: 'End-of-year inflation in Turkey and Argentina since 2015',
      plan: overTime('End-of-year inflation', each('imf', 'PCPIEPCH', ['TUR', 'ARG']), { from: '2015' }),
    },
    {
      question: 'Government revenue and spending as a share of GDP in Sweden since 2000',
      plan: overTime(
        'Sweden: revenue and spending',
        [
          ['imf', 'rev', 'SWE'],
          ['imf', 'exp', 'SWE'],
        ],
        { from: '2000' },
      ),
    },
    {
      question: 'Government debt as % of GDP for Japan, Italy and the US since 2000',
      plan: overTime('Government debt', each('imf', 'GGXWDG_NGDP', ['JPN', 'ITA', 'USA']), { from: '2000' }),
    },
  ];
}

/** SEC EDGAR: companies by ticker, metrics, ranges and a snapshot. */
function sec({ yearsAgo }: When): EvalQuestion[] {
  return [
    {
      question: "Nvidia's net income over the last 5 years",
      plan: overTime('Nvidia net income', [['sec', 'net-income', 'NVDA']], { from: yearsAgo(5) }),
      relative: true,
    },
    {
      question: 'Compare Amazon, Alphabet and Meta revenue since 2015',
      plan: overTime('Revenue', each('sec', 'revenue', ['AMZN', 'GOOGL', 'META']), { from: '2015' }),
    },
    {
      question: 'Tesla revenue vs net income since 2018',
      plan: overTime(
        'Tesla revenue vs net income',
        [
          ['sec', 'revenue', 'TSLA'],
          ['sec', 'net-income', 'TSLA'],
        ],
        { from: '2018' },
      ),
    },
    {
      question: "Apple's diluted EPS from 2015 to 2024 as bars",
      plan: overTime('Apple diluted EPS', [['sec', 'eps', 'AAPL']], { chartType: 'bar', from: '2015', to: '2024' }),
    },
    {
      question: 'Operating income of Microsoft, Apple and Alphabet in 2023 as a bar chart',
      plan: snapshot('Operating income, 2023', each('sec', 'operating-income', ['MSFT', 'AAPL', 'GOOGL']), { chartType: 'bar', at: '2023' }),
    },
    {
      question: 'Coca-Cola vs PepsiCo revenue over the last 10 years',
      plan: overTime('Coca-Cola vs PepsiCo revenue', each('sec', 'revenue', ['KO', 'PEP']), { from: yearsAgo(10) }),
      relative: true,
    },
    {
      question: "Walmart's revenue since 2010",
      plan: overTime('Walmart revenue', [['sec', 'revenue', 'WMT']], { from: '2010' }),
    },
  ];
}

/** Market prices: shares, indices, crypto; only recent months exist. */
function marketPrices({ thisYear, monthsAgo }: When): EvalQuestion[] {
  return [
    {
      question: 'Apple share price this year',
      plan: overTime('Apple share price', [['prices', 'close', 'AAPL']], { from: thisYear }),
      relative: true,
    },
    {
      question: 'Tesla vs Nvidia stock over the last 3 months',
      plan: overTime('Tesla vs Nvidia', each('prices', 'close', ['TSLA', 'NVDA']), { from: monthsAgo(3) }),
      relative: true,
    },
    {
      question: 'Dow Jones vs Nasdaq this year',
      plan: overTime('Dow Jones vs Nasdaq', each('prices', 'close', ['^DJI', '^NDQ']), { from: thisYear }),
      relative: true,
    },
    {
      question: 'Ethereum price this year',
      plan: overTime('Ether price', [['prices', 'close', 'ETH.V']], { from: thisYear }),
      relative: true,
    },
    {
      question: 'S&P 500 over the last month',
      plan: overTime('S&P 500', [['prices', 'close', '^SPX']], { from: monthsAgo(1) }),
      relative: true,
    },
  ];
}

/** Our World in Data: continents, long history, energy and well-being. */
function ourWorldInData(): EvalQuestion[] {
  const continents = [...OWID_CONTINENTS];
  return [
    {
      question: 'Share of electricity from renewables in Germany, the UK and France since 2000',
      plan: overTime('Renewable electricity', each('owid', 'share-electricity-renewables', ['Germany', 'United Kingdom', 'France']), { from: '2000' }),
      alternatives: [overTime('Renewable electricity', each('worldbank', 'EG.ELC.RNEW.ZS', ['DEU', 'GBR', 'FRA']), { from: '2000' })],
    },
    {
      question: 'Annual CO2 emissions by continent since 1950',
      plan: overTime('CO2 emissions by continent', each('owid', 'annual-co2-emissions-per-country', continents), { from: '1950' }),
      alternatives: [overTime('CO2 emissions by continent', each('owid', 'annual-co-emissions-by-region', continents), { from: '1950' })],
    },
    {
      question: 'Share of the world population in extreme poverty since 1990',
      plan: overTime('Extreme poverty', [['owid', 'share-of-population-in-extreme-poverty', 'World']], { from: '1990' }),
      alternatives: [overTime('Extreme poverty', [['worldbank', 'SI.POV.DDAY', 'WLD']], { from: '1990' })],
    },
    {
      question: 'Child mortality in Africa vs Europe since 1950',
      plan: overTime('Child mortality', each('owid', 'child-mortality', ['Africa', 'Europe']), { from: '1950' }),
    },
    {
      question: 'Life expectancy by continent in 2021 as a bar chart',
      plan: snapshot('Life expectancy, 2021', each('owid', 'life-expectancy', continents), { chartType: 'bar', at: '2021' }),
    },
    {
      question: 'Human Development Index of Norway, Chile and India since 1990',
      plan: overTime('Human Development Index', each('owid', 'human-development-index', ['Norway', 'Chile', 'India']), { from: '1990' }),
    },
    {
      question: 'Life satisfaction in Finland, Denmark and the United States',
      plan: overTime('Life satisfaction', each('owid', 'happiness-cantril-ladder', ['Finland', 'Denmark', 'United States'])),
    },
    {
      question: 'Share of electricity from solar in Spain, Germany and Australia since 2010',
      plan: overTime('Solar electricity', each('owid', 'share-electricity-solar', ['Spain', 'Germany', 'Australia']), { from: '2010' }),
    },
    {
      question: 'Population of India vs China from 1950 to 2023',
      plan: overTime('India vs China population', each('owid', 'population', ['India', 'China']), { from: '1950', to: '2023' }),
    },
  ];
}

/** The set as of now; tests and recorded answers build it for their own date. */
export const EVAL_QUESTIONS: EvalQuestion[] = evalQuestions();
