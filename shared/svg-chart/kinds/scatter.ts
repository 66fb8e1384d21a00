/**
 * Scatter plots and bubble charts in the image, on the core's axes (shared/kinds/scatter/): the
 * grid and ticks of both value axes (linear or log), their titles (x the first dataset's label,
 * y the second's), the points in their group's colour (bubbles with their area in proportion to
 * the third dataset), the trend line with its equation, the named points' labels, and the groups'
 * legend, which takes the place of the frame's (the frame would list the datasets).
 */
import { BOLD } from '../../chart-core/text-width-bold';
import { fitText, textWidth } from '../../chart-core/text-width';
import { VALUE_TICK_SPACE } from '../../chart-core/value-axis';
import { valueFormat } from '../../chart-core/value-format';
import { TICK_FONT } from '../../chart-core/x-axis';
import { bubbleRadius, scatterAxis, type ScatterAxis } from '../../kinds/scatter/scatter-axis';
import { scatterPoints } from '../../kinds/scatter/scatter-points';
import { fitTrend, trendAt, trendEquation } from '../../kinds/scatter/trend-line';
import type { ChartSpec } from '../../spec/chart-spec';
import type { Box } from '../box';
import { paintAttributes, type ChartStyle } from '../chart-style';
import { xmlText } from '../escape-xml';
import { legendOf } from '../legend';
import { num } from '../svg-number';
import { bubblesSvg, dotsSvg, type Mark } from './scatter-marks';

const TOP = 12;
const X_AXIS = 30;
const TITLE = 18;
const TICK = 6;
const LABEL_GAP = 5;
const MIDDLE = TICK_FONT * 0.35;
/** Room on the right, so the last x tick's label is not cut. */
const RIGHT = 16;
const LABEL_FONT = 11;

interface Placed {
  axis: ScatterAxis;
  texts: string[];
}

/** An axis with its tick labels in the chart's number format: a log axis's ticks each in their own unit. */
function placedAxis(values: number[], log: boolean, pixels: number, space: number, spec: ChartSpec, locale: string): Placed {
  const axis = scatterAxis(values, log, pixels, space);
  const format = valueFormat(spec.options.numberFormat, locale);
  const top = Math.max(0, ...axis.ticks.map(Math.abs));
  const texts = axis.ticks.map((t) => (log ? logTick(t, format) : format.tick(t, axis.step, top)));
  return { axis, texts };
}

/**
 * A log axis's tick in its own unit (1, 10, 100, 1,000, 10K), exact at its own size; a power of ten
 * too small for the decimals a number format writes is written as one (1e-30).
 */
function logTick(value: number, format: ReturnType<typeof valueFormat>): string {
  return value >= 1e-12 ? format.tick(value, value, value) : value.toExponential(0);
}

/** The x axis with ticks far enough apart for their labels. */
function xAxisOf(values: number[], log: boolean, pixels: number, spec: ChartSpec, locale: string): Placed {
  let space = 60;
  let placed = placedAxis(values, log, pixels, space, spec, locale);
  for (let tries = 0; tries < 3; tries++) {
    const widest = Math.max(0, ...placed.texts.map((t) => textWidth(t, TICK_FONT)));
    if (widest + 12 <= space) break;
    space = widest + 12;
    placed = placedAxis(values, log, pixels, space, spec, locale);
  }
  return placed;
}

export function scatterSvg(spec: ChartSpec, style: ChartStyle, box: Box, locale = 'en-US'): string {
  const options = spec.options.scatter ?? {};
  const [logX, logY] = [options.logX === true, options.logY === true];
  const data = scatterPoints(spec);
  // A point a log axis cannot place (stored before its axis was made log) is left out, as a missing value is.
  const points = data.points.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y) && (!logX || p.x > 0) && (!logY || p.y > 0));
  const colors = style.series.length ? style.series : [style.foreground];

  const legend = legendOf(
    data.groups.map((name, i) => ({ name, color: colors[i % colors.length]! })),
    spec.options.legendPosition,
    box,
    style.foreground,
  );
  const area = legend.plot;
  const roomy = area.width >= 300 && area.height >= 160;
  const xTitle = roomy ? (spec.data.datasets[0]?.label ?? '') : '';
  const yTitle = roomy ? (spec.data.datasets[1]?.label ?? '') : '';

  const top = area.y + TOP;
  const height = Math.max(area.y + area.height - X_AXIS - (xTitle ? TITLE : 0) - top, 1);
  const y = placedAxis(
    points.map((p) => p.y),
    logY,
    height,
    VALUE_TICK_SPACE,
    spec,
    locale,
  );
  const yWidth = TICK + LABEL_GAP + Math.ceil(Math.max(0, ...y.texts.map((t) => textWidth(t, TICK_FONT)))) + 4;
  const left = area.x + (yTitle ? TITLE : 0) + yWidth;
  const xs = points.map((p) => p.x);
  let width = Math.max(area.x + area.width - RIGHT - left, 1);
  let x = xAxisOf(xs, logX, width, spec, locale);
  // The last tick's label is centred on the plot's right edge when the axis ends on a tick: half of it needs room.
  const overhang = textWidth(x.texts.at(-1) ?? '', TICK_FONT) / 2 + 2;
  if (overhang > RIGHT) {
    width = Math.max(area.x + area.width - overhang - left, 1);
    x = xAxisOf(xs, logX, width, spec, locale);
  }
  const px = (v: number) => left + x.axis.at(v) * width;
  const py = (v: number) => top + height - y.axis.at(v) * height;
  const bottom = top + height;

  const crisp = (v: number) => Math.round(v) + 0.5;
  const grid = [
    ...y.axis.ticks.map((t) => `M${num(left)},${num(crisp(py(t)))}h${num(width)}`),
    ...x.axis.ticks.map((t) => `M${num(crisp(px(t)))},${num(top)}v${num(height)}`),
  ].join('');
  const marks = [
    ...y.axis.ticks.map((t) => `M${num(left - TICK)},${num(crisp(py(t)))}h${TICK}`),
    ...x.axis.ticks.map((t) => `M${num(crisp(px(t)))},${num(bottom)}v${TICK}`),
  ].join('');
  const text = (tx: number, ty: number, body: string) => `<text x="${num(tx)}" y="${num(ty)}">${xmlText(body)}</text>`;
  const xLabels = x.axis.ticks.map((t, i) => text(px(t), bottom + TICK + LABEL_GAP + TICK_FONT * 0.92, x.texts[i]!)).join('');
  const yLabels = y.axis.ticks.map((t, i) => text(left - TICK - LABEL_GAP, py(t) + MIDDLE, y.texts[i]!)).join('');
  const titles = [
    xTitle && text(left + width / 2, bottom + X_AXIS + 13, fitText(xTitle, width, TICK_FONT, BOLD)),
    yTitle &&
      `<text transform="rotate(-90 ${num(area.x + 13)} ${num(top + height / 2)})" x="${num(area.x + 13)}" y="${num(top + height / 2)}">${xmlText(fitText(yTitle, height, TICK_FONT, BOLD))}</text>`,
  ].join('');

  // Points shrink as they grow many, so a dense cloud still shows its shape; bubbles grow with the plot.
  const dot = points.length > 2000 ? 1.5 : points.length > 300 ? 2.5 : 4;
  const largest = Math.max(0, ...points.map((p) => p.size ?? 0));
  const maxRadius = Math.min(30, Math.max(8, Math.min(width, height) / 12));
  const placed: Mark[] = points.map((p) => ({ x: px(p.x), y: py(p.y), r: data.bubbles ? bubbleRadius(p.size, largest, maxRadius, dot) : dot, group: p.group }));
  const drawn = data.bubbles ? bubblesSvg(placed, colors, style.background) : dotsSvg(placed, dot, colors, points.length > 2000 ? 0.6 : 0.85);

  const clipId = `scatter-${[left, top, width, height].map((v) => Math.round(v)).join('-')}`;
  return [
    legend.svg,
    `<g class="grid" fill="none" ${paintAttributes('stroke', style.grid)}><path d="${grid}"/><path d="${marks}"/></g>`,
    `<g class="ticks" font-size="${TICK_FONT}" fill="${style.foreground}"><g text-anchor="middle">${xLabels}</g><g text-anchor="end">${yLabels}</g></g>`,
    titles && `<g class="axis-titles" font-size="${TICK_FONT}" font-weight="bold" text-anchor="middle" fill="${style.foreground}">${titles}</g>`,
    `<clipPath id="${clipId}"><rect x="${num(left)}" y="${num(top)}" width="${num(width)}" height="${num(height)}"/></clipPath>`,
    `<g class="points" clip-path="url(#${clipId})">${drawn}</g>`,
    trendSvg(spec, style, points, { logX, logY, left, top, width, height, px, py, x: x.axis, roomy }, locale),
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
