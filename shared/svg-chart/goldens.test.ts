/**
 * Golden images: every kind of chart the renderer draws, rasterised as the server rasterises it
 * (api/lib/svg-to-png.ts: resvg with the bundled font only) and compared with the PNG committed
 * in goldens/. A change that moves more than 0.5 % of the pixels by more than a small amount
 * fails, and writes what it drew to the temporary folder to look at. After a change meant to
 * alter the look, `UPDATE_GOLDENS=1` rewrites the goldens; look at each one before committing.
 */
import { Resvg } from '@resvg/resvg-js';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RESVG_OPTIONS } from '../../api/lib/resvg-options';
import { readPng } from '../../tests/support/png-image';
import type { ChartSpec, ChartType, Dataset } from '../spec/chart-spec';
import { normalizeSpec } from '../spec/normalize-spec';
import { renderChartSvg } from './render-chart-svg';

const SIZE = { width: 800, height: 450 };
const CHANNEL_DELTA = 24;
const MAX_DIFFERING = 0.005;
const folder = fileURLToPath(new URL('./goldens/', import.meta.url));

/** A seeded walk, so the data (and so the image) is the same on every run. */
function walk(count: number, start: number, step: number, seed: number): number[] {
  let state = seed;
  let value = start;
  return Array.from({ length: count }, () => {
    state = (state * 16807) % 2147483647;
    value += (state / 2147483647 - 0.48) * step;
    return Math.round(value * 100) / 100;
  });
}

const days = (count: number, from: string) => Array.from({ length: count }, (_, i) => new Date(Date.parse(from) + i * 86_400_000).toISOString().slice(0, 10));
const months = (count: number, from: number) =>
  Array.from({ length: count }, (_, i) => `${from + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);

function chart(
  chartType: ChartType,
  theme: string,
  labels: string[],
  datasets: Dataset[],
  options: Partial<ChartSpec['options']> = {},
  extra: Partial<ChartSpec> = {},
): ChartSpec {
  return normalizeSpec({ chartType, theme, data: { labels, datasets }, options, ...extra });
}

const CASES: Record<string, ChartSpec> = {
  line: chart(
    'line',
    'neon-midnight',
    days(90, '2024-01-02'),
    [
      { label: 'AAPL', data: walk(90, 185, 4, 7) },
      { label: 'MSFT', data: walk(90, 172, 4, 11) },
    ],
    { title: 'Apple & Microsoft <closing prices>', yAxis: 'USD' },
    { source: { label: 'Stooq' } },
  ),
  area: chart('area', 'light-purple', months(24, 2023), [{ label: 'Visitors', data: walk(24, 5200, 900, 3).map((v) => Math.max(v, 0)) }], {
    title: 'Monthly visitors',
    xAxis: 'Month',
    yAxis: 'Visitors',
    legendPosition: 'bottom',
  }),
  bar: chart(
    'bar',
    'light-blue',
    ['North', 'South', 'East', 'West', 'Central'],
    [
      { label: '2023', data: [120, 95, 143, 80, 60] },
      { label: '2024', data: [135, 90, 160, 99, -20] },
    ],
    { title: 'Units sold by region', xAxis: 'Region', yAxis: 'Units', legendPosition: 'top' },
  ),
  'stacked-bar': chart(
    'bar',
    'dark-green',
    ['Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024', 'Q1 2025', 'Q2 2025'],
    [
      { label: 'Hardware', data: [42, 48, 51, 60, 55, 63], stacked: true },
      { label: 'Software', data: [30, 35, 33, 41, 47, 52], stacked: true },
      { label: 'Services', data: [12, 14, 18, 17, 22, 25], stacked: true },
    ],
    { title: 'Revenue by segment ($M)', xAxis: 'Quarter', yAxis: 'Revenue', legendPosition: 'bottom' },
  ),
  'stacked-area': chart(
    'area',
    'light-rainbow',
    Array.from({ length: 25 }, (_, i) => String(2000 + i)),
    [
      { label: 'Coal', data: walk(25, 40, 3, 5).map((v) => Math.max(v, 1)), stacked: true },
      { label: 'Gas', data: walk(25, 25, 3, 9).map((v) => Math.max(v, 1)), stacked: true },
      { label: 'Renewables', data: walk(25, 5, 2, 13).map((v, i) => Math.max(v + i, 1)), stacked: true },
    ],
    { title: 'Electricity by source (TWh)', xAxis: 'Year', yAxis: 'TWh' },
  ),
  mixed: chart(
    'bar',
    'dark-purple',
    months(12, 2024),
    [
      { label: 'Rainfall (mm)', data: [78, 61, 55, 47, 52, 40, 31, 36, 58, 80, 92, 85] },
      { label: 'Average', data: [70, 60, 56, 50, 50, 42, 35, 38, 55, 75, 88, 80], type: 'line' },
    ],
    { title: 'Rainfall against the 30-year average', xAxis: 'Month', yAxis: 'mm' },
  ),
  'right-axis': chart(
    'line',
    'light-green',
    days(30, '2024-06-01'),
    [
      { label: 'Temperature (°C)', data: walk(30, 22, 2, 17) },
      { label: 'Ice creams sold', data: walk(30, 1400, 160, 19), type: 'bar', yAxisID: 'y1' },
    ],
    { title: 'Heat and ice cream', yAxis: '°C', legendPosition: 'left' },
  ),
  candlestick: chart(
    'candlestick',
    'dark-blue',
    days(60, '2024-03-01'),
    [
      {
        label: 'TSLA',
        data: walk(60, 180, 8, 23).map((close, i) => {
          const open = close + Math.sin(i * 1.7) * 5;
          return { o: open, h: Math.max(open, close) + 3 + (i % 4), l: Math.min(open, close) - 2 - (i % 3), c: close };
        }),
      },
    ],
    { title: 'TSLA daily', yAxis: 'USD' },
  ),
  pie: chart('pie', 'dark-rainbow', ['Rent', 'Food', 'Transport', 'Leisure', 'Savings', 'Other'], [{ label: 'Budget', data: [1200, 450, 200, 150, 400, 30] }], {
    title: 'Monthly budget',
  }),
  'pie-light': chart('pie', 'light-blue', ['Chrome', 'Safari', 'Edge', 'Firefox', 'Other'], [{ label: 'Share', data: [65, 19, 5, 3, 8] }], {
    title: 'Browser share',
    legendPosition: 'bottom',
  }),
  'ten-thousand-points': chart(
    'line',
    'neon-midnight',
    days(10_000, '1990-01-01'),
    [
      { label: 'Index', data: walk(10_000, 1000, 12, 29) },
      { label: 'Benchmark', data: walk(10_000, 900, 12, 31) },
    ],
    { title: '10,000 daily points', yAxis: 'Points' },
  ),
  // Every tick in thousands (0, 5K … 20K); a reference line at the top with its label below it; a
  // range at the right edge whose label moves left to stay in the plot.
  annotations: chart(
    'line',
    'light-green',
    months(24, 2024),
    [
      { label: 'Basic', data: walk(24, 4000, 900, 43) },
      { label: 'Plus', data: walk(24, 9000, 1200, 47) },
      { label: 'Pro', data: walk(24, 14000, 1500, 53) },
    ],
    {
      title: 'Subscriptions by plan',
      yAxis: 'Subscribers',
      yMax: 20_000,
      referenceLines: [{ value: 20_000, label: 'Capacity of the current servers: 20,000 subscribers' }],
      highlights: [{ from: '2025-11', to: '2025-12', label: 'Holiday campaign' }],
    },
  ),
  'many-series': chart(
    'line',
    'light-blue',
    months(36, 2022),
    Array.from({ length: 24 }, (_, i) => ({ label: `Product line number ${i + 1} with a long name`, data: walk(36, 50 + i * 10, 6, 41 + i) })),
    { title: 'A legend with more entries than room: it ends in “+N more”, never spills over the chart' },
  ),
};

function pixelsOf(svg: string): { width: number; height: number; rgba: Uint8Array; png: Buffer } {
  const image = new Resvg(svg, RESVG_OPTIONS).render();
  return { width: image.width, height: image.height, rgba: image.pixels, png: image.asPng() };
}

describe('SVG chart goldens', () => {
  for (const [name, spec] of Object.entries(CASES)) {
    it(`draws "${name}" as its golden image`, () => {
      const drawn = pixelsOf(renderChartSvg(spec, SIZE));
      const file = join(folder, `${name}.png`);
      if (process.env.UPDATE_GOLDENS === '1' || !existsSync(file)) {
        mkdirSync(folder, { recursive: true });
        writeFileSync(file, drawn.png);
        if (process.env.UPDATE_GOLDENS !== '1') throw new Error(`No golden for "${name}": wrote ${file}; look at it, then run again`);
        return;
      }
      const golden = readPng(readFileSync(file));
      expect([drawn.width, drawn.height]).toEqual([golden.width, golden.height]);
      let differing = 0;
      for (let i = 0; i < golden.rgba.length; i += 4) {
        for (let c = 0; c < 4; c++) {
          if (Math.abs(golden.rgba[i + c]! - drawn.rgba[i + c]!) > CHANNEL_DELTA) {
            differing++;
            break;
          }
        }
      }
      const share = differing / (golden.width * golden.height);
      if (share > MAX_DIFFERING) {
        const actual = join(tmpdir(), `svg-chart-${name}.actual.png`);
        writeFileSync(actual, drawn.png);
        expect.fail(`"${name}" differs from its golden in ${(share * 100).toFixed(2)} % of pixels (at most ${MAX_DIFFERING * 100} %): see ${actual}`);
      }
    });
  }
});
