/**
 * Annotations in the image, laid out by the chart core (shared/chart-core/annotations.ts):
 * highlighted ranges under the grid and the data, reference lines and every label over them.
 */
import { ANNOTATION_FONT, annotationsOf, BAND_OPACITY, bandEdges, LINE_DASH, lineText } from '../chart-core/annotations';
import { bandLabelPlace, lineLabelPlace, type PlacedLabel } from '../chart-core/label-place';
import type { ValueFormat } from '../chart-core/value-format';
import { formatNumber } from '../formats/format-number';
import type { ChartSpec } from '../spec/chart-spec';
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
  const clip = (v: number) => Math.min(Math.max(v, plot.x), plot.x + plot.width);
  const spans = bands.map((band) => {
    const [left, right] = bandEdges(band, scales.x, scales.half).map(clip) as [number, number];
    return { band, left, width: right - left };
  });
  const shades = spans.map(({ left, width }) => `<rect x="${num(left)}" y="${num(plot.y)}" width="${num(width)}" height="${num(plot.height)}"/>`).join('');
  const marks = lines.filter((l) => scales.y(l.value) >= plot.y - 0.5 && scales.y(l.value) <= plot.y + plot.height + 0.5);
  const rules = marks.map((l) => `M${num(plot.x)},${num(scales.y(l.value))}h${num(plot.width)}`).join('');
  // Lines' labels first: a range's label keeps clear of them.
  const placed: PlacedLabel[] = [];
  const labels = [
    ...marks.map((l) => [lineText(l, value), (body: string) => lineLabelPlace(body, scales.y(l.value), plot)] as const),
    ...spans.filter((s) => s.width > 0).map(({ band, left }) => [band.label, (body: string) => bandLabelPlace(body, left, plot, placed)] as const),
  ]
    .map(([body, place]) => (body ? labelSvg(body, placed[placed.push(place(body)) - 1]!) : ''))
    .join('');
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

/** A placed label, a `<text>` a line; one cut short carries its full text as a title. */
export function labelSvg(full: string, label: PlacedLabel): string {
  const lines = label.lines.map(({ text, y }) => `<text x="${num(label.x)}" y="${num(y)}" text-anchor="${label.align}">${xmlText(text)}</text>`).join('');
  return label.cut ? `<g><title>${xmlText(full)}</title>${lines}</g>` : lines;
}
