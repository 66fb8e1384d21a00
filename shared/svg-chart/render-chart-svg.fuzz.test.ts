/**
 * Whatever a stored chart holds (old rows, odd CSV cells, AI answers), drawing it must neither
 * throw nor produce an SVG that a reader cannot parse: random specs, rasterised by resvg.
 */
import { Resvg } from '@resvg/resvg-js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESVG_OPTIONS } from '../../api/lib/resvg-options';
import { CHART_TYPES, LEGEND_POSITIONS } from '../spec/chart-spec';
import { normalizeSpec } from '../spec/normalize-spec';
import { THEME_IDS } from '../themes/themes';
import { renderChartSvg } from './render-chart-svg';

const value = fc.oneof(fc.double({ noNaN: false }), fc.integer(), fc.constant(null), fc.constant(0), fc.double({ min: -1e12, max: 1e12, noNaN: true }));
const candle = fc.record({ o: value, h: value, l: value, c: value });
const label = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.integer().map(String),
  fc.constant(null),
);

const spec = fc.integer({ min: 0, max: 60 }).chain((n) =>
  fc.record({
    chartType: fc.constantFrom(...CHART_TYPES),
    theme: fc.constantFrom(...THEME_IDS, 'nope'),
    data: fc.record({
      labels: fc.array(label, { minLength: n, maxLength: n }),
      datasets: fc.array(
        fc.record({
          label: fc.string({ maxLength: 30 }),
          data: fc.oneof(fc.array(value, { minLength: n, maxLength: n }), fc.array(fc.option(candle), { minLength: n, maxLength: n })),
          type: fc.constantFrom(undefined, 'line', 'bar'),
          stacked: fc.boolean(),
          yAxisID: fc.constantFrom(undefined, 'y', 'y1'),
        }),
        { maxLength: 5 },
      ),
    }),
    options: fc.record({
      title: fc.string({ unit: 'binary', maxLength: 60 }),
      xAxis: fc.string({ maxLength: 20 }),
      yAxis: fc.string({ maxLength: 20 }),
      legendPosition: fc.constantFrom(...LEGEND_POSITIONS),
      // What a creator adds, within the API's limits and (as old rows or plugins may) beyond them.
      description: fc.option(fc.string({ unit: 'grapheme', maxLength: 500 }), { nil: undefined }),
      notes: fc.option(fc.string({ maxLength: 200 }), { nil: undefined }),
      byline: fc.option(fc.string({ maxLength: 60 }), { nil: undefined }),
      numberFormat: fc.option(
        fc.record(
          {
            prefix: fc.string({ maxLength: 20 }),
            suffix: fc.string({ maxLength: 20 }),
            decimals: fc.integer({ min: 0, max: 6 }),
            percent: fc.boolean(),
            compact: fc.boolean(),
          },
          { requiredKeys: [] },
        ),
        { nil: undefined },
      ),
      yMin: fc.option(value, { nil: undefined }),
      yMax: fc.option(value, { nil: undefined }),
      startAtZero: fc.boolean(),
      referenceLines: fc.array(fc.record({ value, label: fc.string({ maxLength: 20 }) }), { maxLength: 3 }),
      highlights: fc.array(fc.record({ from: label, to: label, label: fc.string({ maxLength: 20 }) }), { maxLength: 3 }),
      seriesColors: fc.array(fc.oneof(fc.constant(''), fc.constant('#0f766e'), fc.string({ maxLength: 9 })), { maxLength: 6 }),
      horizontal: fc.boolean(),
      // A scatter plot's and a table's own options, fitting their data or not (labels, groups and columns of any length).
      scatter: fc.option(
        fc.record(
          {
            logX: fc.boolean(),
            logY: fc.boolean(),
            trend: fc.boolean(),
            labelled: fc.array(label, { maxLength: 5 }),
            groups: fc.array(fc.string({ maxLength: 12 }), { maxLength: 70 }),
          },
          { requiredKeys: [] },
        ),
        { nil: undefined },
      ),
      table: fc.option(
        fc.record(
          {
            sort: fc.record({ column: fc.integer({ min: -2, max: 6 }), descending: fc.boolean() }),
            columns: fc.array(
              fc.record({ format: fc.record({ decimals: fc.integer({ min: 0, max: 6 }), compact: fc.boolean() }), bars: fc.boolean(), heat: fc.boolean() }),
              {
                maxLength: 6,
              },
            ),
          },
          { requiredKeys: [] },
        ),
        { nil: undefined },
      ),
    }),
  }),
);

describe('renderChartSvg on any spec', () => {
  it('draws a well-formed SVG without NaN, at any allowed size', () => {
    fc.assert(
      fc.property(spec, fc.integer({ min: 200, max: 2400 }), fc.integer({ min: 150, max: 2400 }), (raw, width, height) => {
        const svg = renderChartSvg(normalizeSpec(raw), { width, height });
        expect(svg).not.toMatch(/NaN|Infinity|undefined/);
        const parsed = new Resvg(svg, RESVG_OPTIONS);
        expect([parsed.width, parsed.height]).toEqual([width, height]);
      }),
      // Each parse loads the fonts and lays out every text: about 40 ms, so fewer runs than usual.
      { numRuns: 80 },
    );
  }, 60_000);
});
