import { describe, expect, it } from 'vitest';
import type { ChartSpec } from '../../spec/chart-spec';
import { layoutSeries } from '../../chart-core/series-layout';
import { hbarChart } from './hbar-layout';

const spec = (datasets: ChartSpec['data']['datasets'], labels = ['Apples', 'Pears', 'Plums']) => ({ chartType: 'bar' as const, data: { labels, datasets } });
const box = { x: 0, y: 0, width: 600, height: 300 };

describe('hbarChart', () => {
  it('lays categories down the side and values along the bottom', () => {
    const chart = hbarChart({
      labels: ['Apples', 'Pears', 'Plums'],
      layout: layoutSeries(spec([{ label: 'Sold', data: [10, 30, 20] }])),
      valueTitle: 'Tonnes',
      box,
      locale: 'en-US',
    });
    expect(chart.rows.map((r) => r.text)).toEqual(['Apples', 'Pears', 'Plums']);
    expect(chart.rows[0]!.y).toBeLessThan(chart.rows[1]!.y);
    expect(chart.axis.lo).toBe(0);
    const [apples, pears] = chart.bars[0]!;
    expect(apples!.x).toBeCloseTo(chart.x(0));
    expect(apples!.x + apples!.width).toBeCloseTo(chart.x(10));
    expect(pears!.width).toBeCloseTo(apples!.width * 3);
    expect(apples!.right).toBe(true);
    expect(chart.title?.text).toBe('Tonnes');
    expect(chart.ticks.every((t) => t.x >= chart.plot.x - 0.01 && t.x <= chart.plot.x + chart.plot.width + 0.01)).toBe(true);
  });

  it('draws negative values to the left of zero', () => {
    const chart = hbarChart({
      labels: ['A', 'B'],
      layout: layoutSeries(spec([{ label: 'Change', data: [-5, 5] }], ['A', 'B'])),
      valueTitle: '',
      box,
      locale: 'en-US',
    });
    const [a, b] = chart.bars[0]!;
    expect(a!.right).toBe(false);
    expect(a!.x + a!.width).toBeCloseTo(chart.x(0));
    expect(b!.x).toBeCloseTo(chart.x(0));
  });

  it('puts stacked series end to end in one row', () => {
    const layout = layoutSeries(
      spec([
        { label: 'A', data: [1, 2, 3], stacked: true },
        { label: 'B', data: [4, 5, 6], stacked: true },
      ]),
    );
    const chart = hbarChart({ labels: ['x', 'y', 'z'], layout, valueTitle: '', box, locale: 'en-US' });
    const first = chart.bars[0]![0]!;
    const second = chart.bars[1]![0]!;
    expect(second.y).toBeCloseTo(first.y);
    expect(second.x).toBeCloseTo(first.x + first.width);
  });

  it('skips labels of rows too thin to read, and spaces ticks by their widest label', () => {
    const labels = Array.from({ length: 200 }, (_, i) => `Row ${i}`);
    const layout = layoutSeries(spec([{ label: 'v', data: labels.map((_, i) => i * 1_234_567.891) }], labels));
    const chart = hbarChart({ labels, layout, valueTitle: '', box, locale: 'en-US', tick: (v) => `$${v.toFixed(2)}` });
    expect(chart.rows.length).toBeLessThan(labels.length);
    const gaps = chart.ticks.slice(1).map((t, i) => t.x - chart.ticks[i]!.x);
    expect(Math.min(...gaps)).toBeGreaterThan(40);
  });
});

describe('hbarChart in a narrow box', () => {
  it('stretches an axis that would show one tick to read from end to end', () => {
    const labels = ['Germany', 'France', 'United Kingdom'];
    const layout = layoutSeries(spec([{ label: 'GDP', data: [4305, 3030, 3495] }], labels));
    const chart = hbarChart({
      labels,
      layout,
      valueTitle: '',
      box: { x: 0, y: 0, width: 330, height: 300 },
      locale: 'en-US',
      tick: (v) => `$${v.toLocaleString('en-US')}bn`,
    });
    expect(chart.ticks.length).toBeGreaterThanOrEqual(2);
    expect(chart.axis.hi).toBeGreaterThanOrEqual(4305);
  });
});

describe('hbarChart stacks', () => {
  it('rounds only the outer end of a stack, as upright bars do', () => {
    const layout = layoutSeries(
      spec(
        [
          { label: 'A', data: [1, -2], stacked: true },
          { label: 'B', data: [4, -5], stacked: true },
        ],
        ['x', 'y'],
      ),
    );
    const chart = hbarChart({ labels: ['x', 'y'], layout, valueTitle: '', box, locale: 'en-US' });
    expect(chart.bars[0]![0]!.radius).toBe(0);
    expect(chart.bars[1]![0]!.radius).toBeGreaterThan(0);
    expect(chart.bars[0]![1]!.radius).toBe(0);
    expect(chart.bars[1]![1]!).toMatchObject({ right: false });
    expect(chart.bars[1]![1]!.radius).toBeGreaterThan(0);
  });
});
