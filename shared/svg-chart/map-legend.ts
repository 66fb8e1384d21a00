/**
 * A map's legend in the image: a gradient with ticks for a continuous scale, or a row of class
 * swatches with the values between them, then a hatched "No data" swatch when some region has no
 * value. Values are written in the chart's number format, as the widget writes them.
 */
import type { MapLegend } from '../kinds/map/color-scale';
import { valueFormat } from '../chart-core/value-format';
import { textWidth } from '../chart-core/text-width';
import type { NumberFormat } from '../spec/chart-spec';
import type { Box } from './box';
import { xmlText } from './escape-xml';
import { num } from './svg-number';

export const MAP_LEGEND_FONT = 11;
const BAR = 10;
/** The bar, a gap, then a line of labels. */
export const MAP_LEGEND_HEIGHT = BAR + 4 + MAP_LEGEND_FONT + 3;
const MAX_BAR_WIDTH = 280;
const NO_DATA = 'No data';
const LABEL_GAP = 6;

export interface MapLegendInput {
  legend: MapLegend;
  /** The fill of a region without a value (the hatch pattern's url), or null when every region has one. */
  noData: string | null;
  numberFormat: NumberFormat | undefined;
  locale: string;
  foreground: string;
  /** An id for the gradient, unique within the image. */
  gradientId: string;
}

/**
 * Labels centred at their positions along the bar, kept inside `left`..`right` (the end labels
 * may not hang over the legend's edges), every other one left out until they no longer overlap.
 */
function labelsSvg(labels: ReadonlyArray<{ x: number; text: string }>, y: number, left: number, right: number): string {
  const placed = labels.map((l) => {
    const width = textWidth(l.text, MAP_LEGEND_FONT);
    return { text: l.text, width, x: Math.min(Math.max(l.x, left + width / 2), right - width / 2) };
  });
  let kept = placed.slice(0, 1);
  for (let every = 1; every <= placed.length; every++) {
    const some = placed.filter((_, i) => i % every === 0);
    if (some.every((l, i) => i === 0 || some[i - 1]!.x + some[i - 1]!.width / 2 + LABEL_GAP <= l.x - l.width / 2)) {
      kept = some;
      break;
    }
  }
  return kept.map((l) => `<text x="${num(l.x)}" y="${num(y)}" text-anchor="middle">${xmlText(l.text)}</text>`).join('');
}

/** The legend drawn in `box` (its height MAP_LEGEND_HEIGHT), from its left edge. */
export function mapLegendSvg(input: MapLegendInput, box: Box): string {
  const { legend } = input;
  const write = valueFormat(input.numberFormat, input.locale);
  const noDataWidth = input.noData ? BAR + 4 + textWidth(NO_DATA, MAP_LEGEND_FONT) + 16 : 0;
  const width = Math.max(60, Math.min(MAX_BAR_WIDTH, box.width - noDataWidth));
  const x0 = box.x;
  const textY = box.y + BAR + 4 + MAP_LEGEND_FONT * 0.85;
  let bar: string;
  let marks = '';
  let labels: Array<{ x: number; text: string }>;
  if (legend.kind === 'gradient') {
    const at = (v: number) => x0 + (legend.max > legend.min ? ((v - legend.min) / (legend.max - legend.min)) * width : width / 2);
    const stops = legend.stops.map((color, i) => `<stop offset="${num((i / Math.max(1, legend.stops.length - 1)) * 100)}%" stop-color="${color}"/>`).join('');
    const step = legend.ticks.length > 1 ? legend.ticks[1]! - legend.ticks[0]! : Math.abs(legend.max - legend.min) || 1;
    const top = Math.max(...legend.ticks.map(Math.abs), 0);
    bar =
      `<defs><linearGradient id="${input.gradientId}">${stops}</linearGradient></defs>` +
      `<rect x="${num(x0)}" y="${num(box.y)}" width="${num(width)}" height="${BAR}" fill="url(#${input.gradientId})"/>`;
    marks = legend.ticks.map((t) => `<path d="M${num(at(t))},${num(box.y + BAR - 3)}v5"/>`).join('');
    labels = legend.ticks.map((t) => ({ x: at(t), text: write.tick(t, step, top) }));
    // A range too narrow for a round tick inside it is labelled at its ends.
    if (labels.length === 0) labels = [...new Set([legend.min, legend.max])].map((v) => ({ x: at(v), text: write.value(v) }));
  } else {
    const part = width / legend.colors.length;
    bar = legend.colors.map((color, i) => `<rect x="${num(x0 + i * part)}" y="${num(box.y)}" width="${num(part)}" height="${BAR}" fill="${color}"/>`).join('');
    const last = legend.bounds.length - 1;
    // An outer edge that is also a break (the data lie within the breaks) would repeat its label.
    labels = legend.bounds.flatMap((b, i) =>
      (i === 0 && b === legend.bounds[1]) || (i === last && b === legend.bounds[last - 1]) ? [] : [{ x: x0 + i * part, text: write.value(b) }],
    );
  }
  const noData = input.noData
    ? `<rect x="${num(x0 + width + 16)}" y="${num(box.y)}" width="${BAR}" height="${BAR}" fill="${input.noData}"/>` +
      `<text x="${num(x0 + width + 16 + BAR + 4)}" y="${num(box.y + BAR * 0.9)}">${NO_DATA}</text>`
    : '';
  return (
    `<g class="map-legend" font-size="${MAP_LEGEND_FONT}" fill="${input.foreground}">${bar}` +
    (marks ? `<g stroke="${input.foreground}" stroke-width="1">${marks}</g>` : '') +
    `${labelsSvg(labels, textY, box.x, x0 + width + 8)}${noData}</g>`
  );
}
