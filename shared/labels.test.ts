import { describe, expect, it } from 'vitest';
import { labelKind, parseDateLabel, xValues } from './labels';

describe('labelKind', () => {
  it('finds dates, numbers and categories', () => {
    expect(labelKind(['2024-01-02', '2024-01-03'])).toBe('date');
    expect(labelKind(['2024-01', '2024-02'])).toBe('date');
    expect(labelKind(['2024-01-02T10:00:00Z', '2024-01-02 11:30'])).toBe('date');
    expect(labelKind(['1990', '2000', '2010.5'])).toBe('number');
    expect(labelKind(['Asia', 'Europe'])).toBe('category');
    expect(labelKind(['2024-01-02', 'later'])).toBe('category');
    expect(labelKind([])).toBe('category');
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

describe('xValues', () => {
  it('gives indices for categories and numbers otherwise', () => {
    expect(xValues(['a', 'b', 'c'], 'category')).toEqual([0, 1, 2]);
    expect(xValues(['1', '2.5'], 'number')).toEqual([1, 2.5]);
    expect(xValues(['1970-01-02'], 'date')).toEqual([86400]);
  });
});
