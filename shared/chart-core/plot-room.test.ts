import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART_OPTIONS, type ChartSpec } from '../spec/chart-spec';
import { frameCodeHeight, MIN_PLOT_HEIGHT, neededHeight, reservedHeight, roomSteps, textsRoom } from './plot-room';

const spec = (options: Partial<ChartSpec['options']> = {}, extra: Partial<ChartSpec> = {}): ChartSpec => ({
  chartType: 'line',
  theme: 'neon-midnight',
  data: {
    labels: ['2024-01', '2024-02', '2024-03'],
    datasets: [
      { label: 'Revenue', data: [1, 2, 3] },
      { label: 'Costs', data: [3, 2, 1] },
    ],
  },
  options: { ...DEFAULT_CHART_OPTIONS, ...options },
  ...extra,
});

const everyText = spec(
  {
    title: 'Household energy prices across the euro area since the start of the war',
    description: 'Monthly averages of electricity and gas prices paid by households, in euros per kilowatt hour, before taxes.',
    notes: 'Prices before taxes and levies; the last month is provisional and may change.',
    byline: 'Chart: Jane Doe, Data Desk',
    legendPosition: 'bottom',
  },
  { source: { label: 'Eurostat, nrg_pc_204', url: 'https://ec.europa.eu/eurostat' }, updatedAt: '2026-11-20T00:00:00Z' },
);

describe('plot room', () => {
  it('keeps room for a scatter plot’s groups in its legend, and none for a table’s columns', () => {
    const groups = ['Sub-Saharan Africa', 'Latin America and the Caribbean', 'East Asia and Pacific', 'Europe and Central Asia'];
    const scatter = spec({ legendPosition: 'bottom', scatter: { groups: [...groups, ...groups] } }, { chartType: 'scatter' });
    const plain = spec({ legendPosition: 'bottom' }, { chartType: 'scatter' });
    expect(textsRoom(scatter, 320)).toBeGreaterThan(textsRoom(plain, 320) + 30);
    const table = spec({ legendPosition: 'bottom' }, { chartType: 'table' });
    expect(textsRoom(table, 320)).toBeLessThan(textsRoom(spec({ legendPosition: 'bottom' }), 320));
  });

  it('leaves a chart without texts in a 400 px box as it is', () => {
    const bare = spec({ legendPosition: 'none' });
    expect(neededHeight(bare, 360)).toBeLessThan(400);
    expect(reservedHeight(roomSteps(bare), 360, 400)).toBe(400);
  });

  it('grows a narrow embed with every text so its plot keeps the minimum', () => {
    const at360 = neededHeight(everyText, 360);
    expect(at360).toBeGreaterThan(400);
    expect(at360 - textsRoom(everyText, 360)).toBeGreaterThanOrEqual(MIN_PLOT_HEIGHT);
    expect(reservedHeight(roomSteps(everyText), 360, 400)).toBe(at360);
  });

  it('needs less room as the width grows, since the texts wrap less', () => {
    const heights = roomSteps(everyText).map(([, height]) => height);
    expect(heights.length).toBeGreaterThan(1);
    for (let i = 1; i < heights.length; i++) expect(heights[i]).toBeLessThan(heights[i - 1]!);
  });

  it('keeps only the steps where the height changes, narrowest first', () => {
    const steps = roomSteps(everyText);
    expect(steps.map(([width]) => width)).toEqual([...steps.map(([width]) => width)].sort((a, b) => a - b));
    expect(steps[0]![0]).toBe(240);
  });

  it('takes a step between two widths from the narrower, and below the first from the first', () => {
    const steps = [
      [240, 600],
      [360, 500],
      [640, 420],
    ] as const;
    expect(reservedHeight(steps, 200, 400)).toBe(600);
    expect(reservedHeight(steps, 359, 400)).toBe(600);
    expect(reservedHeight(steps, 360, 400)).toBe(500);
    expect(reservedHeight(steps, 1280, 400)).toBe(420);
    expect(reservedHeight(steps, 1280, 700)).toBe(700);
  });

  it('counts only the legend for a plain embed', () => {
    expect(textsRoom(everyText, 360, { plain: true })).toBeLessThan(textsRoom(everyText, 360) / 2);
    expect(textsRoom(spec({ legendPosition: 'none', title: 'T' }), 360, { plain: true })).toBe(20);
  });

  it('leaves a side legend beside the plot on a wide embed, below it on a narrow one', () => {
    const side = spec({ legendPosition: 'right' });
    expect(textsRoom(side, 1024)).toBeLessThan(textsRoom(side, 360));
  });

  it('asks an iframe code for the height a phone needs, never less than asked', () => {
    expect(frameCodeHeight(everyText, 400)).toBe(neededHeight(everyText, 320));
    expect(frameCodeHeight(spec({ legendPosition: 'none' }), 400)).toBe(400);
    expect(frameCodeHeight(everyText, 400, { plain: true })).toBe(400);
  });
});
