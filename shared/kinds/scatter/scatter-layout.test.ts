import { describe, expect, it } from 'vitest';
import { textWidth } from '../../chart-core/text-width';
import { valueFormat } from '../../chart-core/value-format';
import { scatterLayout, tickTexts } from './scatter-layout';
import { scatterAxis } from './scatter-axis';

const plain = valueFormat(undefined).tick;
const base = { groups: [], legendPosition: 'bottom' as const, xTitle: 'Income', yTitle: 'Life', tick: plain };
const box = { x: 0, y: 0, width: 640, height: 400 };

describe('scatter layout', () => {
  it('keeps x tick labels at least their width and a gap apart, and inside the box', () => {
    const xs = [1_000_000, 2_500_000, 9_000_000];
    const layout = scatterLayout({ ...base, xs, ys: [1, 2, 3], box: { ...box, width: 360 }, tick: valueFormat({ decimals: 2 }).tick });
    const { plot, x, xTicks } = layout;
    const places = xTicks.map((t) => ({ at: plot.x + x.at(t.value) * plot.width, width: textWidth(t.text, 12) }));
    for (let i = 1; i < places.length; i++) expect(places[i]!.at - places[i - 1]!.at).toBeGreaterThanOrEqual((places[i]!.width + places[i - 1]!.width) / 2);
    expect(places.at(-1)!.at + places.at(-1)!.width / 2).toBeLessThanOrEqual(360);
  });

  it('writes log ticks each at its own power of ten, in the chart’s format', () => {
    const axis = scatterAxis([300, 2_000_000], true, 300, 30);
    expect(tickTexts(axis, plain).map((t) => t.text)).toEqual(['100', '1K', '10K', '100K', '1M', '10M']);
    expect(tickTexts(axis, valueFormat({ prefix: '$' }).tick)[1]!.text).toBe('$1,000');
    // Thousands beside 10K are shortened alike; an axis that stops short of 10K keeps them whole.
    const between = scatterAxis([150, 90_000], true, 900, 30);
    expect(tickTexts(between, plain).map((t) => t.text)).toEqual(['100', '200', '500', '1K', '2K', '5K', '10K', '20K', '50K', '100K']);
    expect(tickTexts(scatterAxis([15, 900], true, 900, 30), plain).map((t) => t.text)).toEqual(['10', '20', '50', '100', '200', '500', '1,000']);
  });

  it('writes a log tick too small for any number format as a power of ten', () => {
    const texts = tickTexts(scatterAxis([1e-300, 1], true, 300, 30), plain).map((t) => t.text);
    expect(texts[0]).toBe('1e-300');
    expect(texts.at(-1)).toBe('1');
  });

  it('makes room for the groups’ legend where the core lays a legend out, and titles only in a roomy box', () => {
    const groups = ['Africa', 'Asia', 'Europe'];
    const below = scatterLayout({ ...base, xs: [1, 2], ys: [1, 2], groups, box });
    expect(below.legend?.side).toBe('bottom');
    expect(below.legend!.top).toBeGreaterThan(below.plot.y + below.plot.height);
    const right = scatterLayout({ ...base, xs: [1, 2], ys: [1, 2], groups, legendPosition: 'right', box });
    expect(right.legend!.left).toBeGreaterThan(right.plot.x + right.plot.width);
    expect(scatterLayout({ ...base, xs: [1, 2], ys: [1, 2], groups, legendPosition: 'none', box }).legend).toBeNull();
    const tiny = scatterLayout({ ...base, xs: [1, 2], ys: [1, 2], box: { ...box, width: 200, height: 120 } });
    expect([tiny.xTitle, tiny.yTitle]).toEqual(['', '']);
    expect(below.xTitle).toBe('Income');
  });

  it('lays out no points, one point and huge values without a NaN', () => {
    for (const [xs, ys] of [
      [[], []],
      [[5], [5]],
      [
        [1e300, -1e300],
        [1e-300, 1e300],
      ],
    ]) {
      const { plot, xTicks, yTicks } = scatterLayout({ ...base, xs: xs!, ys: ys!, box });
      expect([plot.x, plot.y, plot.width, plot.height].every(Number.isFinite)).toBe(true);
      expect([...xTicks, ...yTicks].every((t) => Number.isFinite(t.value) && t.text !== '')).toBe(true);
    }
  });
});
