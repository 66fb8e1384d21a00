/**
 * Scatter plots and bubble charts in the image, laid out by the chart core as the widget lays
 * them out (shared/kinds/scatter/scatter-layout.ts): the grid and ticks of both value axes (linear
 * or log), their titles (x the first dataset's label, y the second's), the points in their group's
 * colour (bubbles with their area in proportion to the third dataset), the trend line with its
 * equation, the named points' labels, and the groups' legend, which takes the place of the
 * frame's (the frame would list the datasets; chart-frame.ts leaves it out).
 */
import { BOLD } from '../../chart-core/text-width-bold';
import { fitText, textWidth } from '../../chart-core/text-width';
import { valueFormat } from '../../chart-core/value-format';
import { TICK_FONT } from '../../chart-core/x-axis';
import { dotRadius, largestRadius } from '../../kinds/scatter/point-size';
import { bubbleRadius, type ScatterAxis } from '../../kinds/scatter/scatter-axis';
import { SCATTER_X_AXIS, scatterLayout } from '../../kinds/scatter/scatter-layout';
import { scatterPoints } from '../../kinds/scatter/scatter-points';
import { fitTrend, trendAt, trendEquation } from '../../kinds/scatter/trend-line';
import type { ChartSpec } from '../../spec/chart-spec';
import type { Box } from '../box';
import { paintAttributes, type ChartStyle } from '../chart-style';
import { xmlText } from '../escape-xml';
import { num } from '../svg-number';
import { groupLegendSvg } from './scatter-legend';
import { bubblesSvg, dotsSvg, type Mark } from './scatter-marks';

const TICK = 6;
const LABEL_GAP = 5;
const MIDDLE = TICK_FONT * 0.35;
const LABEL_FONT = 11;

export function scatterSvg(spec: ChartSpec, style: ChartStyle, box: Box, locale = 'en-US'): string {
  const options = spec.options.scatter ?? {};
  const [logX, logY] = [options.logX === true, options.logY === true];
  const data = scatterPoints(spec);
  // A point a log axis cannot place (stored before its axis was made log) is left out, as a missing value is.
  const points = data.points.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y) && (!logX || p.x > 0) && (!logY || p.y > 0));
  // One colour per group (chart-style.ts), as the widget derives them beyond its palette (seriesColors).
  const colors = style.series.length ? style.series : [style.foreground];

  // The widget lays its plot out with the same core, in the box its frame leaves: the same ticks and legend.
  const layout = scatterLayout({
    xs: points.map((p) => p.x),
    ys: points.map((p) => p.y),
    logX,
    logY,
    groups: data.groups,
    legendPosition: spec.options.legendPosition,
    xTitle: String(spec.data.datasets[0]?.label ?? ''),
    yTitle: String(spec.data.datasets[1]?.label ?? ''),
    box,
    tick: valueFormat(spec.options.numberFormat, locale).tick,
  });
  const { body, plot, x, y, xTicks, yTicks, xTitle, yTitle, roomy } = layout;
  const { x: left, y: top, width, height } = plot;
  const px = (v: number) => left + x.at(v) * width;
  const py = (v: number) => top + height - y.at(v) * height;
  const bottom = top + height;

  const crisp = (v: number) => Math.round(v) + 0.5;
  const grid = [
    ...yTicks.map((t) => `M${num(left)},${num(crisp(py(t.value)))}h${num(width)}`),
    ...xTicks.map((t) => `M${num(crisp(px(t.value)))},${num(top)}v${num(height)}`),
  ].join('');
  const marks = [
    ...yTicks.map((t) => `M${num(left - TICK)},${num(crisp(py(t.value)))}h${TICK}`),
    ...xTicks.map((t) => `M${num(crisp(px(t.value)))},${num(bottom)}v${TICK}`),
  ].join('');
  const text = (tx: number, ty: number, words: string) => `<text x="${num(tx)}" y="${num(ty)}">${xmlText(words)}</text>`;
  const xLabels = xTicks.map((t) => text(px(t.value), bottom + TICK + LABEL_GAP + TICK_FONT * 0.92, t.text)).join('');
  const yLabels = yTicks.map((t) => text(left - TICK - LABEL_GAP, py(t.value) + MIDDLE, t.text)).join('');
  const titles = [
    xTitle &&
      `<text class="x-title" x="${num(left + width / 2)}" y="${num(bottom + SCATTER_X_AXIS + 13)}">${xmlText(fitText(xTitle, width, TICK_FONT, BOLD))}</text>`,
    yTitle &&
      `<text class="y-title" transform="rotate(-90 ${num(body.x + 13)} ${num(top + height / 2)})" x="${num(body.x + 13)}" y="${num(top + height / 2)}">${xmlText(fitText(yTitle, height, TICK_FONT, BOLD))}</text>`,
  ].join('');

  // Marks sized as the widget sizes them (point-size.ts): smaller as they crowd, bubbles grown with the plot.
  const dot = dotRadius(points.length);
  const largest = Math.max(0, ...points.map((p) => p.size ?? 0));
  const maxRadius = largestRadius(width, height);
  const placed: Mark[] = points.map((p) => ({ x: px(p.x), y: py(p.y), r: data.bubbles ? bubbleRadius(p.size, largest, maxRadius, dot) : dot, group: p.group }));
  const drawn = data.bubbles ? bubblesSvg(placed, colors, style.background) : dotsSvg(placed, dot, colors, points.length > 2000 ? 0.7 : 0.85);

  const clipId = `scatter-${[left, top, width, height].map((v) => Math.round(v)).join('-')}`;
  return [
    layout.legend ? groupLegendSvg(layout.legend, colors, style.foreground) : '',
    `<g class="grid" fill="none" ${paintAttributes('stroke', style.grid)}><path d="${grid}"/><path d="${marks}"/></g>`,
    `<g class="ticks" font-size="${TICK_FONT}" fill="${style.foreground}"><g text-anchor="middle">${xLabels}</g><g text-anchor="end">${yLabels}</g></g>`,
    titles && `<g class="axis-titles" font-size="${TICK_FONT}" font-weight="bold" text-anchor="middle" fill="${style.foreground}">${titles}</g>`,
    `<clipPath id="${clipId}"><rect x="${num(left)}" y="${num(top)}" width="${num(width)}" height="${num(height)}"/></clipPath>`,
    `<g class="points" clip-path="url(#${clipId})">${drawn}</g>`,
    trendSvg(spec, style, points, { logX, logY, left, top, width, height, px, py, x, roomy }, locale),
    namedSvg(spec, style, placed, points, { left, top, width, height, roomy }),
  ].join('');
}

interface Plot {
  left: number;
  top: number;
  width: number;
  height: number;
  /** Whether the plot has room for words: a thumbnail keeps its few pixels for the data. */
  roomy: boolean;
}

/** The least-squares line across the plot, and its equation in the corner it leaves free. */
function trendSvg(
  spec: ChartSpec,
  style: ChartStyle,
  points: Parameters<typeof fitTrend>[0],
  plot: Plot & { logX: boolean; logY: boolean; px(v: number): number; py(v: number): number; x: ScatterAxis },
  locale: string,
): string {
  if (spec.options.scatter?.trend !== true) return '';
  const fit = fitTrend(points, plot.logX, plot.logY);
  if (!fit || !Number.isFinite(fit.slope) || !Number.isFinite(fit.intercept)) return '';
  const ends = [plot.x.lo, plot.x.hi].map((v) => [plot.px(v), plot.py(trendAt(fit, v, plot.logX, plot.logY))] as const);
  if (ends.some(([a, b]) => !Number.isFinite(a) || !Number.isFinite(b))) return '';
  const clipId = `trend-${[plot.left, plot.top, plot.width, plot.height].map((v) => Math.round(v)).join('-')}`;
  const line =
    `<clipPath id="${clipId}"><rect x="${num(plot.left)}" y="${num(plot.top)}" width="${num(plot.width)}" height="${num(plot.height)}"/></clipPath>` +
    `<path class="trend" clip-path="url(#${clipId})" d="M${num(ends[0]![0])},${num(ends[0]![1])}L${num(ends[1]![0])},${num(ends[1]![1])}" fill="none" stroke="${style.foreground}" stroke-opacity="0.8" stroke-width="1.5" stroke-dasharray="6 4"/>`;
  const words = `${trendEquation(fit, plot.logX, plot.logY, locale)}${Number.isFinite(fit.r) ? `, r = ${fit.r.toFixed(2).replace('-', '−')}` : ''}`;
  const body = plot.roomy ? fitText(words, plot.width - 12, LABEL_FONT) : '';
  // A rising line leaves the top left free, a falling one the top right.
  const rising = fit.slope >= 0;
  const at = rising ? plot.left + 6 : plot.left + plot.width - 6;
  const equation = body
    ? `<text class="trend-equation" x="${num(at)}" y="${num(plot.top + LABEL_FONT + 2)}" text-anchor="${rising ? 'start' : 'end'}" font-size="${LABEL_FONT}" fill="${style.foreground}" stroke="${style.background}" stroke-width="3" paint-order="stroke">${xmlText(body)}</text>`
    : '';
  return line + equation;
}

/** The named points' labels, beside their marks: to the right, or to the left near the plot's right edge. */
function namedSvg(spec: ChartSpec, style: ChartStyle, marks: readonly Mark[], points: ReadonlyArray<{ index: number }>, plot: Plot): string {
  const named = spec.options.scatter?.labelled;
  if (!Array.isArray(named) || !named.length) return '';
  const wanted = new Set(named.map(String));
  const labels = points
    .map((p, i) => ({ mark: marks[i]!, text: String(spec.data.labels[p.index] ?? '') }))
    .filter(({ text }) => wanted.has(text))
    .map(({ mark, text }) => {
      const room = plot.left + plot.width - (mark.x + mark.r + 4);
      const right = room >= textWidth(text, LABEL_FONT);
      const body = plot.roomy ? fitText(text, right ? room : mark.x - mark.r - 4 - plot.left, LABEL_FONT) : '';
      const tx = right ? mark.x + mark.r + 4 : mark.x - mark.r - 4;
      const ty = Math.min(Math.max(mark.y + LABEL_FONT * 0.35, plot.top + LABEL_FONT), plot.top + plot.height - 2);
      const ring = `<circle cx="${num(mark.x)}" cy="${num(mark.y)}" r="${num(mark.r + 2)}" fill="none" stroke="${style.foreground}" stroke-width="1.25"/>`;
      return body ? `${ring}<text x="${num(tx)}" y="${num(ty)}" text-anchor="${right ? 'start' : 'end'}">${xmlText(body)}</text>` : ring;
    })
    .join('');
  return labels
    ? `<g class="point-labels" font-size="${LABEL_FONT}" fill="${style.foreground}" stroke="${style.background}" stroke-width="3" paint-order="stroke">${labels}</g>`
    : '';
}
