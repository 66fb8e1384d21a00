/**
 * Line and area series, styled as kinds/line/line-style.ts says: a monotone curve that never
 * leaves its data, areas filled down to zero (or, stacked, down to the series below), gaps left
 * open, and a dot on each point when they are far enough apart to tell apart. Dense series are
 * drawn straight through per-pixel decimated points, as the widget draws them.
 */
import { AREA_OPACITY, DENSE_LINE_WIDTH, isDense, LINE_TENSION, LINE_WIDTH } from '../../kinds/line/line-style';
import type { SeriesLayout } from '../../chart-core/series-layout';
import { smoothPath, straightPath } from '../curve-path';
import { decimate } from '../decimate';
import { num } from '../svg-number';

const DOT_RADIUS = 3;
/** Points closer than this (in pixels) get no dots: they would merge into a thick line. */
const DOT_SPACING = 16;

export interface LineScales {
  xs: ArrayLike<number>;
  x(value: number): number;
  y(value: number): number;
  /** Where the value zero is drawn, kept inside the plot. */
  zero: number;
  plotWidth: number;
}

export function lineSeriesSvg(s: SeriesLayout, color: string, scales: LineScales): string {
  const { xs, x, y } = scales;
  const n = s.tops.length;
  const dense = isDense(n, scales.plotWidth);
  const stacked = s.bases.length > 0;
  const runs: Array<{ tops: number[]; bases: number[] }> = [];
  let tops: number[] = [];
  let bases: number[] = [];
  const flush = () => {
    if (tops.length > 0) runs.push(dense ? { tops: decimate(tops), bases: decimate(bases) } : { tops, bases });
    tops = [];
    bases = [];
  };
  for (let i = 0; i < n; i++) {
    const top = s.tops[i];
    const px = x(xs[i]!);
    if (top === null || top === undefined || !Number.isFinite(px)) {
      flush();
      continue;
    }
    tops.push(px, y(top));
    if (stacked) bases.push(px, y(s.bases[i] ?? 0));
  }
  flush();
  if (runs.length === 0) return '';

  const curve = (points: number[], start: 'M' | 'L' = 'M') => (dense ? straightPath(points, start) : smoothPath(points, LINE_TENSION, start));
  let svg = '';
  if (s.kind === 'area') {
    const fill = runs
      .map((run) => {
        const line = curve(run.tops);
        if (stacked) return `${line}${curve(reversed(run.bases), 'L')}Z`;
        const [first, last] = [run.tops[0]!, run.tops[run.tops.length - 2]!];
        return `${line}L${num(last)},${num(scales.zero)} ${num(first)},${num(scales.zero)}Z`;
      })
      .join('');
    svg += `<path class="area" d="${fill}" fill="${color}" fill-opacity="${AREA_OPACITY}"/>`;
  }
  const stroke = runs.map((run) => curve(run.tops)).join('');
  svg += `<path class="line" d="${stroke}" fill="none" stroke="${color}" stroke-width="${dense ? DENSE_LINE_WIDTH : LINE_WIDTH}" stroke-linejoin="round" stroke-linecap="round"/>`;
  if (!dense && n > 0 && spacing(scales, n) >= DOT_SPACING) {
    const dots = runs.flatMap((run) =>
      run.tops.flatMap((v, k) => (k % 2 === 0 ? [`<circle cx="${num(v)}" cy="${num(run.tops[k + 1]!)}" r="${DOT_RADIUS}"/>`] : [])),
    );
    svg += `<g class="dots" fill="${color}">${dots.join('')}</g>`;
  }
  return svg;
}

/** The average distance between neighbouring points, in pixels. */
function spacing(scales: LineScales, n: number): number {
  return n < 2 ? Infinity : Math.abs(scales.x(scales.xs[n - 1]!) - scales.x(scales.xs[0]!)) / (n - 1);
}

/** Flat `[x, y, …]` points in the opposite order. */
function reversed(points: readonly number[]): number[] {
  const out = new Array<number>(points.length);
  for (let i = 0; i < points.length; i += 2) {
    out[points.length - 2 - i] = points[i]!;
    out[points.length - 1 - i] = points[i + 1]!;
  }
  return out;
}
