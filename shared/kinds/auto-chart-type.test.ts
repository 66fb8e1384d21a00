import { describe, expect, it } from 'vitest';
import { autoChartType } from './auto-chart-type';

const many = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i));
const dates = many(12, (i) => `2024-${String(i + 1).padStart(2, '0')}-01`);
const words = many(12, (i) => `Item ${i}`);

describe('autoChartType (docs/product.md, The automatic chart type)', () => {
  it.each([
    ['the server’s choice wins', { query: 'population as a pie chart', labels: words, datasetCount: 1, suggested: 'area' as const }, 'area'],
    ['"pie" in the request', { query: 'Population by continent as a pie chart', labels: dates, datasetCount: 3 }, 'pie'],
    ['"share" in the request', { query: 'Market share of browsers', labels: dates, datasetCount: 2 }, 'pie'],
    ['"distribution" in the request', { query: 'Age distribution in Japan', labels: words, datasetCount: 1 }, 'pie'],
    ['8 or fewer labels and one series', { query: 'GDP of G7 countries', labels: words.slice(0, 8), datasetCount: 1 }, 'pie'],
    ['revenue and stock', { query: 'Apple revenue and stock price', labels: dates, datasetCount: 1 }, 'bar'],
    ['more than one series of categories', { query: 'GDP growth vs inflation by country', labels: words, datasetCount: 2 }, 'bar'],
    ['more than one series over time', { query: 'GDP growth vs inflation since 2010', labels: dates, datasetCount: 2 }, 'line'],
    [
      'a file of 24 months and 3 products',
      { query: '', labels: many(24, (i) => `${2023 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`), datasetCount: 3 },
      'line',
    ],
    ['a few dates and one series', { query: '', labels: dates.slice(0, 6), datasetCount: 1 }, 'line'],
    ['"share" over a long series of dates', { query: 'Market share of browsers', labels: many(30, (i) => `Jan ${i + 1}, 2024`), datasetCount: 2 }, 'line'],
    ['a date as first label', { query: 'Bitcoin this year', labels: dates, datasetCount: 1 }, 'line'],
    ['anything else', { query: 'Tallest buildings', labels: words, datasetCount: 1 }, 'bar'],
    ['"pie" only as a word', { query: 'Pieces sold per store', labels: words, datasetCount: 1 }, 'bar'],
    ['revenue without stock', { query: 'Revenue per store', labels: words, datasetCount: 1 }, 'bar'],
    ['nine labels of dates and one series', { query: 'Monthly rain', labels: dates.slice(0, 9), datasetCount: 1 }, 'line'],
    ['years as labels', { query: 'World population', labels: many(20, (i) => String(2000 + i)), datasetCount: 1 }, 'line'],
    ['written dates as labels', { query: 'Visitors', labels: many(10, (i) => `Jan ${i + 1}, 2024`), datasetCount: 1 }, 'line'],
  ])('%s', (_, input, expected) => {
    expect(autoChartType(input)).toBe(expected);
  });
});
