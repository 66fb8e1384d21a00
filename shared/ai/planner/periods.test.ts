import { describe, expect, it } from 'vitest';
import { readPeriods, withoutPeriods } from './periods';

const today = new Date('2026-11-27T12:00:00Z');
const read = (question: string) => {
  const { from, to, at } = readPeriods(question, today);
  return { from, to, at };
};

describe('readPeriods', () => {
  it('reads ranges however they are written', () => {
    expect(read('inflation since 2010')).toEqual({ from: '2010', to: null, at: null });
    expect(read('from 2000 to 2020')).toEqual({ from: '2000', to: '2020', at: null });
    expect(read('between 1990 and 2005')).toEqual({ from: '1990', to: '2005', at: null });
    expect(read('GDP 2000–2020')).toEqual({ from: '2000', to: '2020', at: null });
    expect(read('GDP 2000-2020')).toEqual({ from: '2000', to: '2020', at: null });
    expect(read('until 2015')).toEqual({ from: null, to: '2015', at: null });
  });

  it('reads a single year as a snapshot period', () => {
    expect(read('population in 2022')).toEqual({ from: null, to: null, at: '2022' });
    expect(read('Germany 2010')).toEqual({ from: null, to: null, at: '2010' });
  });

  it('reads relative periods by the evaluation rules', () => {
    expect(read('over the last 10 years')).toEqual({ from: '2016', to: null, at: null });
    expect(read('over five years')).toEqual({ from: '2021', to: null, at: null });
    expect(read('in the past two decades')).toEqual({ from: '2006', to: null, at: null });
    expect(read('this year')).toEqual({ from: '2026-01-01', to: null, at: null });
    expect(read('over the last 3 months')).toEqual({ from: '2026-08', to: null, at: null });
    expect(read('over the last month')).toEqual({ from: '2026-10', to: null, at: null });
  });

  it('does not read other numbers as years', () => {
    expect(read('top 10 by GDP')).toEqual({ from: null, to: null, at: null });
    expect(read('S&P 500 and Nasdaq 100')).toEqual({ from: null, to: null, at: null });
  });

  it('blanks the periods out at the same length', () => {
    const question = 'GDP since 2010 in Spain';
    const blanked = withoutPeriods(question, readPeriods(question, today));
    expect(blanked).toBe('GDP            in Spain');
  });
});
