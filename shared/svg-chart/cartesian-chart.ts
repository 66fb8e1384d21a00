/**
 * Line, area, bar, stacked, mixed, right-axis and candlestick charts: the plot's place inside its
 * box (axes sized by their labels, as uPlot sizes them in the widget), the grid, then bars and
 * candles, then lines and areas over them, clipped to the plot.
 */
import type { ChartSpec } from '../spec/chart-spec';
import { BOLD } from '../chart-core/text-width-bold';
import { layoutSeries } from '../chart-core/series-layout';
import { barSeriesSvg, type BarScales } from './kinds/bar';
import { linearScale, type Box } from './box';
import { candleSeriesSvg } from './kinds/candlestick';
import { paintAttributes, type ChartStyle } from './chart-style';
import { xmlText } from './escape-xml';
import { lineSeriesSvg } from './kinds/line';
import { num } from './svg-number';
import { fitText } from '../chart-core/text-width';
import { TICK_FONT, xAxisOf } from '../chart-core/x-axis';
import { boundsOf, extentOf } from '../chart-core/value-axis';
import { valueFormat } from '../chart-core/value-format';
import { annotationsSvg } from './annotations';
import { yAxisOf } from './y-axis';

/** Room above the plot, so the top tick label is not cut. */
const TOP = 12;
/** The x axis: tick marks and labels. */
const X_AXIS = 30;
/** An axis title: one line of bold 12 px. */
const TITLE = 18;
const TICK = 6;
const LABEL_GAP = 5;
/** From a text's baseline to the middle of its lower-case letters, at the tick font. */
const MIDDLE = TICK_FONT * 0.35;

export function cartesianSvg(spec: ChartSpec, style: ChartStyle, box: Box, locale = 'en-US'): string {
  const layout = layoutSeries(spec);
  const slotted = layout.hasBars || spec.chartType === 'candlestick';
  const x = xAxisOf(spec.data.labels, slotted, locale);
  // A thumbnail-sized plot keeps its few pixels for the data rather than the axis titles.
  const roomy = box.width >= 300 && box.height >= 160;
  const xTitle = roomy ? String(spec.options.xAxis ?? '') : '';
  const yTitle = roomy ? String(spec.options.yAxis ?? '') : '';

  const top = box.y + TOP;
  const bottom = box.y + box.height - X_AXIS - (xTitle ? TITLE : 0);
  const height = Math.max(bottom - top, 1);
  const bounds = boundsOf(spec.options);
  const format = spec.options.numberFormat ? valueFormat(spec.options.numberFormat, locale) : undefined;
  const y = yAxisOf(extentOf(layout.series, 'y', undefined, bounds), height, locale, bounds, format?.tick);
  const y1 = layout.hasRightAxis ? yAxisOf(extentOf(layout.series, 'y1'), height, locale) : null;
  const left = box.x + (yTitle ? TITLE : 0) + y.width;
  const right = box.x + box.width - (y1 ? y1.width : Math.ceil(x.overhang) + 2);
  const width = Math.max(right - left, 1);
  const plot = { x: left, y: top, width, height };

  const xScale = linearScale(x.min, x.max, left, left + width);
  const yScale = linearScale(y.lo, y.hi, top + height, top);
  const y1Scale = y1 ? linearScale(y1.lo, y1.hi, top + height, top) : yScale;
  const scaleOf = (axis: 'y' | 'y1') => (axis === 'y1' ? y1Scale : yScale);
  const xTicks = x.ticks(width);

  // Grid lines fall on pixel centres, so a 1 px line is one crisp row of pixels.
  const crisp = (v: number) => Math.round(v) + 0.5;
  const grid = [
    ...y.ticks.map((t) => `M${num(left)},${num(crisp(yScale(t.value)))}h${num(width)}`),
    ...xTicks.map((t) => `M${num(crisp(xScale(t.value)))},${num(top)}v${num(height)}`),
  ].join('');
  const marks = [
    ...y.ticks.map((t) => `M${num(left - TICK)},${num(crisp(yScale(t.value)))}h${TICK}`),
    ...(y1?.ticks ?? []).map((t) => `M${num(left + width)},${num(crisp(y1Scale(t.value)))}h${TICK}`),
    ...xTicks.map((t) => `M${num(crisp(xScale(t.value)))},${num(top + height)}v${TICK}`),
  ].join('');

  const label = (px: number, py: number, text: string) => `<text x="${num(px)}" y="${num(py)}">${xmlText(text)}</text>`;
  const xLabels = xTicks.map((t) => label(xScale(t.value), top + height + TICK + LABEL_GAP + TICK_FONT * 0.92, t.text)).join('');
  const yLabels = y.ticks.map((t) => label(left - TICK - LABEL_GAP, yScale(t.value) + MIDDLE, t.text)).join('');
  const y1Labels = (y1?.ticks ?? []).map((t) => label(left + width + TICK + LABEL_GAP, y1Scale(t.value) + MIDDLE, t.text)).join('');

  const titles = [
    xTitle && `<text x="${num(left + width / 2)}" y="${num(top + height + X_AXIS + 13)}">${xmlText(fitText(xTitle, width, TICK_FONT, BOLD))}</text>`,
    yTitle &&
      `<text transform="rotate(-90 ${num(box.x + 13)} ${num(top + height / 2)})" x="${num(box.x + 13)}" y="${num(top + height / 2)}">${xmlText(fitText(yTitle, height, TICK_FONT, BOLD))}</text>`,
  ].join('');

  const xs = x.xs;
  const slot = slotted ? xScale(1) - xScale(0) : 0;
  const bars: BarScales = { x: (i) => xScale(i), slot, y: (axis, v) => scaleOf(axis)(v) };
  const colors = style.series;
  const lines = layout.series
    .map((s, i) => {
      if (s.kind !== 'line' && s.kind !== 'area') return '';
      const scale = scaleOf(s.axis);
      const [lo, hi] = s.axis === 'y1' && y1 ? [y1.lo, y1.hi] : [y.lo, y.hi];
      return lineSeriesSvg(s, colors[i]!, { xs, x: xScale, y: scale, zero: scale(Math.min(Math.max(0, lo), hi)), plotWidth: width });
    })
    .join('');
  const clipId = `plot-${[left, top, width, height].map((v) => Math.round(v)).join('-')}`;

  const annotations = annotationsSvg(spec, style, {
    plot,
    x: (i) => (slotted ? xScale(i) : xScale(xs[i]!)),
    half: slotted ? slot / 2 : 0,
    y: yScale,
    format,
    locale,
  });

  return [
    annotations.under,
    `<g class="grid" fill="none" ${paintAttributes('stroke', style.grid)}><path d="${grid}"/><path d="${marks}"/></g>`,
    `<g class="ticks" font-size="${TICK_FONT}" fill="${style.foreground}"><g text-anchor="middle">${xLabels}</g><g text-anchor="end">${yLabels}</g><g text-anchor="start">${y1Labels}</g></g>`,
    titles && `<g class="axis-titles" font-size="${TICK_FONT}" font-weight="bold" text-anchor="middle" fill="${style.foreground}">${titles}</g>`,
    `<clipPath id="${clipId}"><rect x="${num(plot.x)}" y="${num(plot.y)}" width="${num(plot.width)}" height="${num(plot.height)}"/></clipPath>`,
    `<g class="series" clip-path="url(#${clipId})">`,
    layout.hasBars ? barSeriesSvg(layout.series, layout.barSlots, colors, bars) : '',
    spec.chartType === 'candlestick' ? candleSeriesSvg(layout.series, style.up, style.down, bars) : '',
    lines,
    '</g>',
    annotations.over,
  ].join('');
}
