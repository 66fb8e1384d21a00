import { describe, expect, it } from 'vitest';
import { parseDateLabel, plainDateMillis, xAxisValues } from './labels';

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
    expect(Array.from(xAxisValues(['1970-01-02']).xs)).toEqual([86400]);
    expect(Array.from(xAxisValues(['1', '2.5']).xs)).toEqual([1, 2.5]);
    expect(Array.from(xAxisValues(['a', 'b', 'c']).xs)).toEqual([0, 1, 2]);
  });

  it('reads plain dates mixed with other ISO forms, and refuses a day that does not exist among them', () => {
    expect(Array.from(xAxisValues(['2024-01-02', '2024-01-02T12:00:00Z', '2024-02', '0050-06-01', '2024-01-03']).xs)).toEqual([
      Date.UTC(2024, 0, 2) / 1000,
      Date.UTC(2024, 0, 2, 12) / 1000,
      Date.UTC(2024, 1, 1) / 1000,
      Date.parse('0050-06-01') / 1000,
      Date.UTC(2024, 0, 3) / 1000,
    ]);
    expect(kind(['2024-01-02', '2023-02-29', '2024-01-03'])).toBe('category');
  });

  it('checks every label of a month read once: its day, and that it still is a date', () => {
    expect(kind(['2023-02-27', '2023-02-28', '2023-02-29'])).toBe('category');
    expect(kind(['2024-02-28', '2024-02-29'])).toBe('date');
    expect(kind(['2024-04-29', '2024-04-31'])).toBe('category');
    expect(kind(['2024-01-01', '2024-01-0x'])).toBe('category');
    expect(kind(['2024-01-01', '2024-01-01T1'])).toBe('category');
    expect(xAxisValues(['2024-01-31', '2024-02-01', '2024-01-15']).xs).toEqual(
      new Float64Array([Date.UTC(2024, 0, 31), Date.UTC(2024, 1, 1), Date.UTC(2024, 0, 15)].map((t) => t / 1000)),
    );
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

describe('parseDateLabel on plain dates', () => {
  it('agrees with Date.parse on every day of a leap year and the years around it', () => {
    for (let t = Date.UTC(1999, 11, 25); t < Date.UTC(2001, 0, 5); t += 86_400_000) {
      const label = new Date(t).toISOString().slice(0, 10);
      expect(parseDateLabel(label)).toBe(t / 1000);
    }
  });

  it('refuses days that do not exist and digits that are not digits', () => {
    for (const label of ['2023-02-29', '1900-02-29', '2024-04-31', '2024-00-10', '2024-01-00', '2024-1a-01', '2024/01/01', '20x4-01-01']) {
      expect(parseDateLabel(label), label).toBeNaN();
    }
    expect(parseDateLabel('2000-02-29')).toBe(Date.UTC(2000, 1, 29) / 1000);
  });

  it('reads years below 100 as themselves, not as 19xx', () => {
    expect(parseDateLabel('0050-06-01')).toBe(Date.parse('0050-06-01') / 1000);
  });
});

describe('plainDateMillis', () => {
  const days = (n: number, from = Date.UTC(1870, 0, 1)) => Array.from({ length: n }, (_, i) => new Date(from + i * 86_400_000).toISOString().slice(0, 10));

  it('reads every plain date as milliseconds, as the seconds reader does', () => {
    const labels = days(5_000);
    const ms = plainDateMillis(labels)!;
    const seconds = xAxisValues(labels).xs;
    expect(ms).toHaveLength(5_000);
    for (let i = 0; i < labels.length; i += 97) expect(ms[i]).toBe(seconds[i]! * 1000);
    expect(plainDateMillis(['2024-02-29'])).toEqual([Date.UTC(2024, 1, 29)]);
  });

  it('leaves names, numbers, date-times and gaps to the general reader', () => {
    expect(plainDateMillis([])).toBeNull();
    expect(plainDateMillis(['Product 1', 'Product 2'])).toBeNull();
    expect(plainDateMillis(['2020', '2021'])).toBeNull();
    expect(plainDateMillis(['2024-01-02T10:30', '2024-01-02T11:30'])).toBeNull();
    expect(plainDateMillis(['2024-01-01', null, '2024-01-03'])).toBeNull();
    expect(plainDateMillis(['2023-02-29', '2023-03-01'])).toBeNull();
  });

  it('checks labels spread over the whole list, and still refuses one that does not parse', () => {
    const labels = days(10_000);
    // One of the 64 read strictly (index 32 × 9,999 / 63, rounded): Date.parse alone would take it for 2001.
    labels[5_079] = 'Product 1';
    expect(plainDateMillis(labels)).toBeNull();
    const unsampled = days(10_000);
    unsampled[4_999] = 'n/a';
    expect(plainDateMillis(unsampled)).toBeNull();
  });
});
