import { describe, expect, it } from 'vitest';
import { hasPeriodsAcross, turnTable } from './periods-across';

describe('hasPeriodsAcross', () => {
  it('finds years across the top of a table of measures', () => {
    expect(
      hasPeriodsAcross([
        ['', '2007', '2008', '2009'],
        ['New debt in Bio.', '14,3', '11,5', '34,1'],
      ]),
    ).toBe(true);
  });

  it('finds quarters and dates across the top', () => {
    expect(
      hasPeriodsAcross([
        ['', '2020 Q1', '2020 Q2'],
        ['Sales', '1', '2'],
      ]),
    ).toBe(true);
    expect(
      hasPeriodsAcross([
        ['', '2020-01-31', '2020-02-29'],
        ['Sales', '1', '2'],
        ['Costs', '3', '4'],
      ]),
    ).toBe(true);
    expect(
      hasPeriodsAcross([
        ['', '31.01.2020', '29.02.2020'],
        ['Sales', '1', '2'],
      ]),
    ).toBe(true);
  });

  it('leaves tables with a named first column as they are', () => {
    expect(
      hasPeriodsAcross([
        ['Country', '2007', '2008'],
        ['Germany', '1', '2'],
      ]),
    ).toBe(false);
  });

  it('leaves tables whose header is not all periods', () => {
    expect(
      hasPeriodsAcross([
        ['', '2007', 'Total'],
        ['Germany', '1', '2'],
      ]),
    ).toBe(false);
    expect(
      hasPeriodsAcross([
        ['', '12', '13'],
        ['Germany', '1', '2'],
      ]),
    ).toBe(false);
  });

  it('needs text labels down the first column', () => {
    expect(
      hasPeriodsAcross([
        ['', '2007', '2008'],
        ['2007', '1', '2'],
      ]),
    ).toBe(false);
    expect(
      hasPeriodsAcross([
        ['', '2007', '2008'],
        ['1,5', '1', '2'],
      ]),
    ).toBe(false);
    expect(
      hasPeriodsAcross([
        ['', '2007', '2008'],
        ['2020-01-01', '1', '2'],
      ]),
    ).toBe(false);
  });

  it('needs two periods, a row below and rows of one width', () => {
    expect(
      hasPeriodsAcross([
        ['', '2007'],
        ['Germany', '1'],
      ]),
    ).toBe(false);
    expect(hasPeriodsAcross([['', '2007', '2008']])).toBe(false);
    expect(
      hasPeriodsAcross([
        ['', '2007', '2008'],
        ['Germany', '1'],
      ]),
    ).toBe(false);
  });
});

describe('turnTable', () => {
  it('puts the periods down the first column and a column per measure', () => {
    expect(
      turnTable([
        ['', '2007', '2008'],
        [' Bund ', '14,3', '11,5'],
        ['Länder', '1', ''],
      ]),
    ).toEqual([
      ['Year', 'Bund', 'Länder'],
      ['2007', '14,3', '1'],
      ['2008', '11,5', ''],
    ]);
  });

  it('calls periods other than years dates', () => {
    expect(
      turnTable([
        ['', '2020 Q1', '2020 Q2'],
        ['Sales', '1', '2'],
      ])[0],
    ).toEqual(['Date', 'Sales']);
  });
});
