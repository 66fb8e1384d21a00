/**
 * Bar series, under the lines: grouped side by side in each category's slot (80 % of it), stacked
 * ones sharing a slot, each bar standing square on its base with the corners of its far end
 * rounded (in a stack, only the outermost segment's), as the widget draws them. When slots are
 * narrower than two pixels, each series becomes one shape per pixel column, from the lowest to the
 * highest end of the bars in it: the same picture without thousands of invisible bars.
 */
import type { SeriesLayout } from '../series-layout';
import { num } from './svg-number';

const RADIUS = 6;
const GROUP_WIDTH = 0.8;

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
  const s = layout[si]!;
  const group = Math.max(scales.slot * GROUP_WIDTH, 0);
  const barWidth = group / Math.max(slots, 1);
  const gap = Math.min(2, barWidth * 0.1);
  const width = Math.max(barWidth - gap, 1);
  let out = '';
  for (let i = 0; i < s.tops.length; i++) {
    const top = s.tops[i];
    if (top === null || top === undefined) continue;
    const y0 = scales.y(s.axis, s.bases[i] ?? 0);
    const y1 = scales.y(s.axis, top);
    const height = Math.abs(y1 - y0);
    const up = y1 <= y0;
    const left = scales.x(i) - group / 2 + s.barSlot * barWidth + gap / 2;
    const r = isOuterEnd(layout, si, i, up) ? Math.max(0, Math.min(RADIUS, width / 2, height)) : 0;
    out +=
      r < 0.5
        ? `<rect x="${num(left)}" y="${num(Math.min(y0, y1))}" width="${num(width)}" height="${num(height)}"/>`
        : `<path d="${roundedBar(left, width, y0, y1, r, up)}"/>`;
  }
  return out;
}

/** A bar from its base `y0` to its end `y1`, the end's two corners rounded by `r`. */
function roundedBar(left: number, width: number, y0: number, y1: number, r: number, up: boolean): string {
  const right = left + width;
  const edge = up ? y1 + r : y1 - r;
  // Arcs turn clockwise on screen going over the top of a rising bar, anticlockwise under a falling one.
  const sweep = up ? 1 : 0;
  return `M${num(left)},${num(y0)}V${num(edge)}A${num(r)},${num(r)} 0 0 ${sweep} ${num(left + r)},${num(y1)}H${num(right - r)}A${num(r)},${num(r)} 0 0 ${sweep} ${num(right)},${num(edge)}V${num(y0)}Z`;
}

/**
 * Whether the bar of series `si` at `i` is the outer end of its stack: no later series of the same
 * slot and axis adds to it in the same direction. Unstacked bars are always their own end.
 */
function isOuterEnd(layout: readonly SeriesLayout[], si: number, i: number, up: boolean): boolean {
  const s = layout[si]!;
  for (let t = si + 1; t < layout.length; t++) {
    const other = layout[t]!;
    if (other.kind !== 'bar' || other.barSlot !== s.barSlot || other.axis !== s.axis) continue;
    const v = other.values[i];
    if (v != null && v !== 0 && v > 0 === up) return false;
  }
  return true;
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
