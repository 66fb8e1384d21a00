/**
 * Annotations in the image, laid out by the chart core (shared/chart-core/annotations.ts):
 * highlighted ranges under the grid and the data, reference lines and every label over them.
 */
import { ANNOTATION_FONT, annotationsOf, BAND_OPACITY, bandEdges, LABEL_INSET, LINE_DASH, lineText } from '../chart-core/annotations';
import type { ValueFormat } from '../chart-core/value-format';
import { formatNumber } from '../format-number';
import type { ChartSpec } from '../chart-spec';
import type { Box } from './box';
import type { ChartStyle } from './chart-style';
import { xmlText } from './escape-xml';
import { num } from './svg-number';

export interface AnnotationScales {
  plot: Box;
  /** The centre of label i, in pixels. */
  x(index: number): number;
  /** Half a slot on a bar chart's axis, else 0. */
  half: number;
  y(value: number): number;
  format?: ValueFormat;
  locale: string;
}

export function annotationsSvg(spec: ChartSpec, style: ChartStyle, scales: AnnotationScales): { under: string; over: string } {
  const { lines, bands } = annotationsOf(spec.options, spec.data.labels);
  if (!lines.length && !bands.length) return { under: '', over: '' };
  const { plot } = scales;
  const value = (v: number) => (scales.format ? scales.format.value(v) : formatNumber(v, false, scales.locale));
  const text = (x: number, y: number, body: string, anchor: 'start' | 'end') =>
    body ? `<text x="${num(x)}" y="${num(y)}" text-anchor="${anchor}">${xmlText(body)}</text>` : '';
  const clip = (v: number) => Math.min(Math.max(v, plot.x), plot.x + plot.width);
  const spans = bands.map((band) => {
    const [left, right] = bandEdges(band, scales.x, scales.half).map(clip) as [number, number];
    return { band, left, width: right - left };
  });
  const shades = spans.map(({ left, width }) => `<rect x="${num(left)}" y="${num(plot.y)}" width="${num(width)}" height="${num(plot.height)}"/>`).join('');
  const marks = lines.filter((l) => scales.y(l.value) >= plot.y - 0.5 && scales.y(l.value) <= plot.y + plot.height + 0.5);
  const rules = marks.map((l) => `M${num(plot.x)},${num(scales.y(l.value))}h${num(plot.width)}`).join('');
  const labels = [
    ...marks.map((l) => text(plot.x + plot.width - LABEL_INSET, scales.y(l.value) - LABEL_INSET, lineText(l, value), 'end')),
    ...spans.map(({ band, left, width }) => (width > 0 ? text(left + LABEL_INSET, plot.y + ANNOTATION_FONT + LABEL_INSET, band.label, 'start') : '')),
  ].join('');
  return {
    under: shades ? `<g class="highlights" fill="${style.foreground}" fill-opacity="${BAND_OPACITY}">${shades}</g>` : '',
    over: [
      rules &&
        `<path class="reference-lines" d="${rules}" fill="none" stroke="${style.foreground}" stroke-opacity="0.75" stroke-width="1.5" stroke-dasharray="${LINE_DASH.join(' ')}"/>`,
      labels &&
        `<g class="annotation-labels" font-size="${ANNOTATION_FONT}" fill="${style.foreground}" stroke="${style.background}" stroke-width="3" paint-order="stroke">${labels}</g>`,
    ].join(''),
  };
}
