/**
 * Bar series, under the lines, as the chart core lays them out (shared/kinds/bar/bar-layout.ts), the
 * widget's way. When slots are
 * narrower than two pixels, each series becomes one shape per pixel column, from the lowest to the
 * highest end of the bars in it: the same picture without thousands of invisible bars.
 */
import { barRects } from '../../kinds/bar/bar-layout';
import type { SeriesLayout } from '../../chart-core/series-layout';
import { num } from '../svg-number';

export interface BarScales {
  /** The x of slot i (its centre). */
  x(index: number): number;
  /** Pixels per slot. */
  slot: number;
  y(axis: 'y' | 'y1', value: number): number;
}

export function barSeriesSvg(layout: readonly SeriesLayout[], slots: number, colors: readonly string[], scales: BarScales): string {
  const dense = scales.slot < 2;
  return layout
    .map((s, si) => {
      if (s.kind !== 'bar') return '';
      const shapes = dense ? columnShapes(s, scales) : barShapes(layout, si, slots, scales);
      return shapes ? `<g class="bar" fill="${colors[si]}">${shapes}</g>` : '';
    })
    .join('');
}

function barShapes(layout: readonly SeriesLayout[], si: number, slots: number, scales: BarScales): string {
  const axis = layout[si]!.axis;
  return barRects(layout, si, { slots, slot: scales.slot, x: scales.x, y: (v) => scales.y(axis, v) })
    .map((bar) => {
      if (!bar) return '';
      const { left, top, width, height, radius, up } = bar;
      return radius < 0.5
        ? `<rect x="${num(left)}" y="${num(top)}" width="${num(width)}" height="${num(height)}"/>`
        : `<path d="${roundedBar(left, width, up ? top + height : top, up ? top : top + height, radius, up)}"/>`;
    })
    .join('');
}

/** A bar from its base `y0` to its end `y1`, the end's two corners rounded by `r`. */
function roundedBar(left: number, width: number, y0: number, y1: number, r: number, up: boolean): string {
  const right = left + width;
  const edge = up ? y1 + r : y1 - r;
  // Arcs turn clockwise on screen going over the top of a rising bar, anticlockwise under a falling one.
  const sweep = up ? 1 : 0;
  return `M${num(left)},${num(y0)}V${num(edge)}A${num(r)},${num(r)} 0 0 ${sweep} ${num(left + r)},${num(y1)}H${num(right - r)}A${num(r)},${num(r)} 0 0 ${sweep} ${num(right)},${num(edge)}V${num(y0)}Z`;
}

/** One rectangle per pixel column spanning every bar end and base in it. */
function columnShapes(s: SeriesLayout, scales: BarScales): string {
  let d = '';
  let column = NaN;
  let low = Infinity;
  let high = -Infinity;
  const emit = () => {
    if (low <= high) d += `M${num(column)},${num(low)}h1V${num(Math.max(high, low + 1))}h-1Z`;
  };
  for (let i = 0; i < s.tops.length; i++) {
    const top = s.tops[i];
    if (top === null || top === undefined) continue;
    const c = Math.floor(scales.x(i));
    if (c !== column) {
      emit();
      [column, low, high] = [c, Infinity, -Infinity];
    }
    const y0 = scales.y(s.axis, s.bases[i] ?? 0);
    const y1 = scales.y(s.axis, top);
    [low, high] = [Math.min(low, y0, y1), Math.max(high, y0, y1)];
  }
  emit();
  return d ? `<path d="${d}"/>` : '';
}
