import { describe, expect, it } from 'vitest';
import { samples } from '../../kinds/table/table-samples';
import type { ChartSpec } from '../../spec/chart-spec';
import { normalizeSpec } from '../../spec/normalize-spec';
import { renderChartSvg } from '../render-chart-svg';
import { fitColumns } from './table-columns';

const SIZE = { width: 800, height: 450 };

function table(rows: number, options: Partial<ChartSpec['options']> = {}, columns = 2): ChartSpec {
  return normalizeSpec({
    chartType: 'table',
    theme: 'light-blue',
    data: {
      labels: Array.from({ length: rows }, (_, i) => `Row ${i + 1}`),
      datasets: Array.from({ length: columns }, (_, c) => ({
        label: `Col ${c + 1}`,
        data: Array.from({ length: rows }, (_, i) => (i + 1) * 1000.25 * (c + 1)),
      })),
    },
    options: { title: 'Rows', xAxis: 'Name', ...options },
  });
}

const labelsOf = (svg: string) => [...(/<g class="labels">(.*?)<\/g>/.exec(svg)?.[1] ?? '').matchAll(/>([^<]+)</g)].map((m) => m[1]);
const headerOf = (svg: string) => [...(/<g class="header"[^>]*>(.*?)<\/g>/.exec(svg)?.[1] ?? '').matchAll(/>([^<]+)</g)].map((m) => m[1]);
const countOf = (svg: string) => /class="table-count"[^>]*>([^<]+)</.exec(svg)?.[1];

describe('the table in the server image', () => {
  it('heads the labels with the x axis title, shows the rows that fit and says how many there are', () => {
    const svg = renderChartSvg(table(1000), SIZE);
    expect(headerOf(svg)).toEqual(['Name', 'Col 1', 'Col 2']);
    expect(labelsOf(svg).slice(0, 2)).toEqual(['Row 1', 'Row 2']);
    expect(countOf(svg)).toMatch(/^Showing \d+ of 1,000 rows$/);
    expect(renderChartSvg(table(3), SIZE)).toContain('>3 rows<');
  });

  it('shows rows in the order of the table’s sort, marking the sorted column', () => {
    const svg = renderChartSvg(table(5, { table: { sort: { column: 1, descending: true } } }), SIZE);
    expect(labelsOf(svg)).toEqual(['Row 5', 'Row 4', 'Row 3', 'Row 2', 'Row 1']);
    expect(headerOf(svg)[2]).toBe('Col 2 ▼');
  });

  it('writes each column in its own format, and every digit where no rounding is asked', () => {
    const svg = renderChartSvg(table(2, { numberFormat: { prefix: '$' }, table: { columns: [{ format: { decimals: 0, suffix: ' kg' } }] } }), SIZE);
    expect(svg).toContain('>1,000 kg<');
    expect(svg).toContain('>$2,000.5<');
  });

  it('draws bars and heat colours when asked', () => {
    const svg = renderChartSvg(table(4, { table: { columns: [{ bars: true }, { heat: true }] } }), SIZE);
    expect(svg.match(/height="10" rx="1.5"/g)).toHaveLength(4);
    expect(svg.match(/rx="2" fill="#/g)).toHaveLength(4);
  });

  it('leaves columns out at a phone’s width rather than cut a number, and says so', () => {
    const svg = renderChartSvg(table(30, {}, 6), { width: 360, height: 500 });
    expect(countOf(svg)).toMatch(/^Showing \d+ of 30 rows · [1-5] of 6 columns$/);
    expect(svg).not.toMatch(/\d…</);
  });

  it('draws the thousand-row sample as a small image', () => {
    expect(renderChartSvg(samples()['table-1000']!, SIZE).length).toBeLessThan(20_000);
  });
});

describe('fitColumns', () => {
  it('spans the room, giving back cut headers their room first', () => {
    const fit = fitColumns(400, { least: 16, natural: 100 }, [
      { least: 50, natural: 80 },
      { least: 50, natural: 50 },
    ]);
    expect(fit.shown).toBe(2);
    expect(fit.widths.reduce((a, b) => a + b, 0)).toBeCloseTo(400);
  });

  it('cuts the labels before leaving columns out, and leaves the last ones out when that is not enough', () => {
    expect(fitColumns(200, { least: 16, natural: 150 }, [{ least: 100, natural: 100 }])).toEqual({ widths: [100, 100], shown: 1 });
    const fit = fitColumns(200, { least: 16, natural: 150 }, [
      { least: 80, natural: 80 },
      { least: 80, natural: 80 },
      { least: 80, natural: 80 },
    ]);
    expect(fit.shown).toBe(1);
  });
});
