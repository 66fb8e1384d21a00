/**
 * Horizontal bar charts in the image, as the chart core lays them out (shared/kinds/hbar/hbar-layout.ts):
 * the grid and tick labels, category labels down the left, the bars with their far ends rounded,
 * reference lines upright at their values, and highlighted ranges as shaded rows.
 */
import { ANNOTATION_FONT, annotationsOf, BAND_OPACITY, LINE_DASH, lineText } from '../../chart-core/annotations';
import { endLabelPlace, upLineLabelPlace } from '../../chart-core/label-place';
import { hbarBandLabel, hbarChart, type HBar } from '../../kinds/hbar/hbar-layout';
import { boundsOf } from '../../chart-core/value-axis';
import { valueFormat } from '../../chart-core/value-format';
import { TICK_FONT } from '../../chart-core/x-axis';
import type { ChartSpec } from '../../spec/chart-spec';
import { layoutSeries } from '../../chart-core/series-layout';
import { labelSvg } from '../annotations';
import type { Box } from '../box';
import { paintAttributes, type ChartStyle } from '../chart-style';
import { xmlText } from '../escape-xml';
import { num } from '../svg-number';

const TICK = 6;
const MIDDLE = TICK_FONT * 0.35;

export function hbarSvg(spec: ChartSpec, style: ChartStyle, box: Box, locale = 'en-US'): string {
  const layout = layoutSeries(spec);
  const format = valueFormat(spec.options.numberFormat, locale);
  const chart = hbarChart({
    labels: spec.data.labels,
    layout,
    valueTitle: String(spec.options.yAxis ?? ''),
    box,
    locale,
    bounds: boundsOf(spec.options),
    tick: format.tick,
  });
  const { plot } = chart;
  const crisp = (v: number) => Math.round(v) + 0.5;
  const bottom = plot.y + plot.height;
  const grid = chart.ticks.map((t) => `M${num(crisp(t.x))},${num(plot.y)}v${num(plot.height)}`).join('');
  const marks = chart.ticks.map((t) => `M${num(crisp(t.x))},${num(bottom)}v${TICK}`).join('');
  const text = (x: number, y: number, body: string) => `<text x="${num(x)}" y="${num(y)}">${xmlText(body)}</text>`;
  const ticks = chart.ticks.map((t) => text(t.x, bottom + TICK + 5 + TICK_FONT * 0.92, t.text)).join('');
  const rows = chart.rows.map((r) => text(chart.labelX, r.y + MIDDLE, r.text)).join('');
  const bars = chart.bars
    .map((series, i) => {
      const shapes = series.map((bar) => (bar ? barPath(bar) : '')).join('');
      return shapes ? `<g class="bar" fill="${style.series[i]}">${shapes}</g>` : '';
    })
    .join('');
  const { lines, bands } = annotationsOf(spec.options, spec.data.labels);
  // A highlighted range shades its rows, from the first category's to the last's.
  const shades = bands
    .map(
      (b) =>
        `<rect x="${num(plot.x)}" y="${num(chart.rowY(b.first) - chart.slot / 2)}" width="${num(plot.width)}" height="${num((b.last - b.first + 1) * chart.slot)}"/>`,
    )
    .join('');
  const shown = lines.filter((l) => chart.x(l.value) >= plot.x - 0.5 && chart.x(l.value) <= plot.x + plot.width + 0.5);
  const rules = shown.map((l) => `M${num(chart.x(l.value))},${num(plot.y)}v${num(plot.height)}`).join('');
  const ruleLabels = [
    ...shown.map((l) => {
      const body = lineText(l, format.value);
      return body ? labelSvg(body, upLineLabelPlace(body, chart.x(l.value), plot)) : '';
    }),
    ...bands.map((b) => (b.label ? labelSvg(b.label, endLabelPlace(b.label, hbarBandLabel(chart, b.first).y, plot)) : '')),
  ].join('');
  return [
    shades && `<g class="highlights" fill="${style.foreground}" fill-opacity="${BAND_OPACITY}">${shades}</g>`,
    `<g class="grid" fill="none" ${paintAttributes('stroke', style.grid)}><path d="${grid}"/><path d="${marks}"/></g>`,
    `<g class="ticks" font-size="${TICK_FONT}" fill="${style.foreground}"><g text-anchor="middle">${ticks}</g><g text-anchor="end">${rows}</g></g>`,
    chart.title
      ? `<text class="axis-title" x="${num(chart.title.x)}" y="${num(chart.title.y)}" font-size="${TICK_FONT}" font-weight="bold" text-anchor="middle" fill="${style.foreground}">${xmlText(chart.title.text)}</text>`
      : '',
    `<g class="series">${bars}</g>`,
    rules &&
      `<path class="reference-lines" d="${rules}" fill="none" stroke="${style.foreground}" stroke-opacity="0.75" stroke-width="1.5" stroke-dasharray="${LINE_DASH.join(' ')}"/>`,
    ruleLabels &&
      `<g class="annotation-labels" font-size="${ANNOTATION_FONT}" fill="${style.foreground}" stroke="${style.background}" stroke-width="3" paint-order="stroke">${ruleLabels}</g>`,
  ].join('');
}

/** A bar with the two corners of its far end rounded. */
function barPath({ x, y, width, height, radius: r, right }: HBar): string {
  if (r < 0.5) return `<rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}"/>`;
  const [base, end] = right ? [x, x + width] : [x + width, x];
  const edge = right ? end - r : end + r;
  const sweep = right ? 1 : 0;
  return `<path d="M${num(base)},${num(y)}H${num(edge)}A${num(r)},${num(r)} 0 0 ${sweep} ${num(end)},${num(y + r)}V${num(y + height - r)}A${num(r)},${num(r)} 0 0 ${sweep} ${num(edge)},${num(y + height)}H${num(base)}Z"/>`;
}
