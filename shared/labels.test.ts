import { describe, expect, it } from 'vitest';
import { parseDateLabel, xAxisValues } from './labels';

const kind = (labels: string[]) => xAxisValues(labels).kind;

describe('xAxisValues', () => {
  it('finds dates, numbers and categories', () => {
    expect(kind(['2024-01-02', '2024-01-03'])).toBe('date');
    expect(kind(['2024-01', '2024-02'])).toBe('date');
    expect(kind(['2024-01-02T10:00:00Z', '2024-01-02 11:30'])).toBe('date');
    expect(kind(['1990', '2000', '2010.5'])).toBe('number');
    expect(kind(['Asia', 'Europe'])).toBe('category');
    expect(kind(['2024-01-02', 'later'])).toBe('category');
    expect(kind(['1', ''])).toBe('category');
    expect(kind(['1', null as unknown as string])).toBe('category');
    expect(xAxisValues([1990, 2000] as unknown as string[]).kind).toBe('number');
    expect(kind([])).toBe('category');
  });

  it('gives the x value of each label', () => {
    expect(xAxisValues(['1970-01-02']).xs).toEqual([86400]);
    expect(xAxisValues(['1', '2.5']).xs).toEqual([1, 2.5]);
    expect(xAxisValues(['a', 'b', 'c']).xs).toEqual([0, 1, 2]);
  });

  it('puts slotted charts on categories whatever the labels', () => {
    expect(xAxisValues(['2024-01-02', '2024-01-03'], true)).toEqual({ kind: 'category', xs: [0, 1] });
  });
});

describe('parseDateLabel', () => {
  it('reads dates as UTC midnight and date-times without a zone as UTC', () => {
    expect(parseDateLabel('2024-01-02')).toBe(Date.UTC(2024, 0, 2) / 1000);
    expect(parseDateLabel('2024-03')).toBe(Date.UTC(2024, 2, 1) / 1000);
    expect(parseDateLabel('2024-01-02 10:30')).toBe(Date.UTC(2024, 0, 2, 10, 30) / 1000);
    expect(parseDateLabel('2024-01-02T10:30:00+02:00')).toBe(Date.UTC(2024, 0, 2, 8, 30) / 1000);
  });

  it('refuses what is not an ISO date', () => {
    expect(parseDateLabel('01/02/2024')).toBeNaN();
    expect(parseDateLabel('2024-13-45')).toBeNaN();
  });
});
