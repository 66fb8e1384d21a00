import { describe, expect, it } from 'vitest';
import { planQuestion } from './plan-question';

const today = new Date('2026-11-27T12:00:00Z');
const plan = (question: string) => {
  const result = planQuestion(question, today);
  if (!result.ok) throw new Error(`not planned: ${result.message}`);
  return result.plan;
};
const series = (question: string) => plan(question).series.map((s) => `${s.source} ${s.indicator} ${s.entity}`);
const message = (question: string) => {
  const result = planQuestion(question, today);
  if (result.ok) throw new Error(`planned: ${JSON.stringify(result.plan.series)}`);
  return result.message;
};

describe('planQuestion', () => {
  it('plans one measure for several countries over time', () => {
    const p = plan('unemployment in Germany, France and Spain since 2000');
    expect(p).toMatchObject({ layout: 'over-time', from: '2000', to: null, chartType: null });
    expect(series('unemployment in Germany, France and Spain since 2000')).toEqual([
      'worldbank SL.UEM.TOTL.ZS DEU',
      'worldbank SL.UEM.TOTL.ZS FRA',
      'worldbank SL.UEM.TOTL.ZS ESP',
    ]);
  });

  it('plans a pie by continent from the source that has continents', () => {
    const p = plan('population by continent as a pie chart');
    expect(p).toMatchObject({ layout: 'snapshot', chartType: 'pie', at: null });
    expect(p.series.map((s) => s.entity)).toEqual(['Africa', 'Asia', 'Europe', 'North America', 'South America', 'Oceania']);
    expect(new Set(p.series.map((s) => s.source))).toEqual(new Set(['owid']));
  });

  it('plans companies from SEC and prices by the measure named', () => {
    expect(series('Apple vs Microsoft revenue over the last 5 years')).toEqual(['sec revenue AAPL', 'sec revenue MSFT']);
    expect(plan('Apple vs Microsoft revenue over the last 5 years').from).toBe('2021');
    expect(series('Tesla stock this year')).toEqual(['prices close TSLA']);
    expect(series('Bitcoin vs S&P 500 this year')).toEqual(['prices close BTC.V', 'prices close ^SPX']);
  });

  it('plans several measures from one source', () => {
    expect(series('CO2 emissions per capita in China vs the US')).toEqual(['worldbank EN.GHG.CO2.PC.CE.AR5 CHN', 'worldbank EN.GHG.CO2.PC.CE.AR5 USA']);
    expect(series('GDP growth vs inflation in the US since 2010')).toEqual(['worldbank NY.GDP.MKTP.KD.ZG USA', 'worldbank FP.CPI.TOTL.ZG USA']);
  });

  it('follows a named source, and the years each source holds', () => {
    expect(series('unemployment in France according to the IMF')).toEqual(['imf LUR FRA']);
    expect(series('population of India from 1900 to 2000')).toEqual(['owid population India']);
  });

  it('reads a year alone as a snapshot, with a chart type when asked', () => {
    expect(plan('GDP per capita of Norway and Chile in 2022 as bars')).toMatchObject({ layout: 'snapshot', at: '2022', chartType: 'bar' });
  });

  it('reads words for several entities at once', () => {
    expect(series('population by income group in 2023 as a pie')).toEqual([
      'worldbank SP.POP.TOTL HIC',
      'worldbank SP.POP.TOTL UMC',
      'worldbank SP.POP.TOTL LMC',
      'worldbank SP.POP.TOTL LIC',
    ]);
  });

  it('names the chart with the words asked, acronyms in capitals', () => {
    expect(plan('gdp per capita of china and india since 1990').name).toBe('GDP per capita: China, India');
  });

  it('does not care about case or one typo', () => {
    expect(series('UNEMPLOYMNET IN GERMNY')).toEqual(['worldbank SL.UEM.TOTL.ZS DEU']);
  });

  it('is sure of a plan only when every word was read as typed', () => {
    const sure = (question: string) => {
      const result = planQuestion(question, today);
      return result.ok && result.sure;
    };
    expect(sure('Unemployment in Germany since 2010')).toBe(true);
    expect(sure('UNEMPLOYMENT IN GERMANY')).toBe(true);
    expect(sure('Unemployment in Germny since 2010')).toBe(false);
  });
});

describe('planQuestion, not understood', () => {
  it('names what it found and what is missing', () => {
    expect(message('Germany 2010')).toBe(
      'I found Germany and 2010, but no measure I know. Try: unemployment, inflation, GDP per capita, life expectancy, population, CO2 per person, revenue, share price. For data of your own, upload a CSV or paste a link.',
    );
    expect(message('unemployment since 2010')).toMatch(/^I found unemployment and 2010, but no country, region or company I know\./);
  });

  it('gives the spans of the words it matched', () => {
    const result = planQuestion('Germany 2010', today);
    expect(result.understood.parts).toEqual([
      { kind: 'entity', text: 'Germany', start: 0, end: 7 },
      { kind: 'period', text: '2010', start: 8, end: 12 },
    ]);
  });

  it('refuses bad input with a pointer to other data', () => {
    expect(message('')).toMatch(/^Type a question.*upload a CSV or paste a link\.$/);
    expect(message('   ')).toMatch(/^Type a question/);
    expect(message('x'.repeat(501))).toMatch(/at most 500 characters; this one has 501/);
    expect(message('asdf qwerty zxcv')).toMatch(/^I could not read that.*upload a CSV or paste a link\.$/);
    expect(message('Arbeitslosigkeit in Deutschland seit 2010')).toMatch(/upload a CSV or paste a link/);
    expect(message("my company's sales")).toMatch(/I don't know "my" and "company's".*upload a CSV/);
  });

  it('never plans a chart of something not asked', () => {
    expect(message('unemployment in Germany and Narnia')).toMatch(/I don't know "Narnia"/);
    expect(message('top 10 economies by GDP in Germany and France')).toMatch(/cannot rank/);
    expect(message('GDP of Apple')).toMatch(/no source I know holds all of that/);
    expect(message('sales of Nigeria')).toMatch(/no source/);
    expect(message('life expectancy in Nigera')).toMatch(/I don't know "Nigera"/);
    expect(message('Tesla this year')).toMatch(/no measure I know/);
  });
});
