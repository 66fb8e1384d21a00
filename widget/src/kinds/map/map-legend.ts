import type { MapLegend } from '@shared/kinds/map/color-scale';
import { textWidth } from '@shared/chart-core/text-width';
import type { ValueFormat } from '@shared/chart-core/value-format';
import { svgNode } from './svg-node';

// Laid out as the server image lays out a map's legend (shared/svg-chart/map-legend.ts), so both
// label the same values: the parity test reads them.
const FONT = 11;
const BAR = 10;
/** The legend's strip: the bar, a gap, a line of labels; its room is known before the map paints. */
export const LEGEND_HEIGHT = BAR + 4 + FONT + 3;
/** Between the map and its legend. */
export const LEGEND_GAP = 10;
const MAX_BAR = 280;
const NO_DATA = 'No data';
const LABEL_GAP = 6;

interface Label {
  x: number;
  text: string;
}

/**
 * Labels centred on their places, kept inside `left`..`right`, every second (third…) one left out
 * until none overlaps the one before.
 */
function labels(group: Element, given: readonly Label[], left: number, right: number): void {
  const placed = given.map(({ x, text }) => {
    const width = textWidth(text, FONT);
    return { text, width, x: Math.min(Math.max(x, left + width / 2), right - width / 2) };
  });
  let kept = placed.slice(0, 1);
  for (let every = 1; every <= placed.length; every++) {
    const some = placed.filter((_, i) => i % every === 0);
    if (some.every((l, i) => i === 0 || some[i - 1]!.x + some[i - 1]!.width / 2 + LABEL_GAP <= l.x - l.width / 2)) {
      kept = some;
      break;
    }
  }
  for (const { x, text } of kept) svgNode(group, 'text', { x, y: BAR + 4 + FONT * 0.85, 'text-anchor': 'middle' }, text);
}

/** The bar's labels: a gradient's ticks (its ends when no round tick falls inside), or the class bounds, an outer edge that repeats a break left out. */
function labelled(legend: MapLegend, write: ValueFormat, width: number): Label[] {
  if (legend.kind === 'gradient') {
    const at = (v: number) => (legend.max > legend.min ? ((v - legend.min) / (legend.max - legend.min)) * width : width / 2);
    const step = legend.ticks.length > 1 ? legend.ticks[1]! - legend.ticks[0]! : Math.abs(legend.max - legend.min) || 1;
    const top = Math.max(...legend.ticks.map(Math.abs), 0);
    const ticks = legend.ticks.map((t) => ({ x: at(t), text: write.tick(t, step, top) }));
    return ticks.length ? ticks : [...new Set([legend.min, legend.max])].map((v) => ({ x: at(v), text: write.value(v) }));
  }
  const part = width / legend.colors.length;
  const last = legend.bounds.length - 1;
  return legend.bounds.flatMap((b, i) =>
    (i === 0 && b === legend.bounds[1]) || (i === last && b === legend.bounds[last - 1]) ? [] : [{ x: i * part, text: write.value(b) }],
  );
}

/**
 * The scale's legend, drawn into `group` (placed by the caller at the strip's top left): a gradient
 * with ticks, or a swatch per class with its bounds, values in the chart's number format; then a
 * hatched "No data" swatch when a region of the set lacks a value. Text and ticks are in
 * `currentColor`, the foreground colour.
 */
export function drawLegend(group: Element, legend: MapLegend, room: number, write: ValueFormat, noData: boolean): void {
  group.replaceChildren();
  group.setAttribute('font-size', String(FONT));
  const noDataWidth = noData ? BAR + 4 + textWidth(NO_DATA, FONT) + 16 : 0;
  const width = Math.max(60, Math.min(MAX_BAR, room - noDataWidth));
  const marks = svgNode(group, 'g', { stroke: 'currentColor', 'stroke-width': 1 });
  if (legend.kind === 'gradient') {
    const ramp = svgNode(svgNode(group, 'defs', {}), 'linearGradient', { id: 'map-ramp' });
    legend.stops.forEach((color, i) => svgNode(ramp, 'stop', { offset: i / Math.max(1, legend.stops.length - 1), 'stop-color': color }));
    svgNode(group, 'rect', { width, height: BAR, fill: 'url(#map-ramp)' });
    const span = legend.max - legend.min;
    for (const t of legend.ticks) svgNode(marks, 'path', { d: `M${span > 0 ? ((t - legend.min) / span) * width : width / 2},${BAR - 3}v5` });
  } else {
    const part = width / legend.colors.length;
    legend.colors.forEach((fill, i) => svgNode(group, 'rect', { x: i * part, width: part, height: BAR, fill }));
  }
  group.append(marks);
  labels(group, labelled(legend, write, width), 0, width + 8);
  if (!noData) return;
  svgNode(group, 'rect', { x: width + 16, width: BAR, height: BAR, fill: 'url(#map-no-data)' });
  svgNode(group, 'text', { x: width + 16 + BAR + 4, y: BAR * 0.9 }, NO_DATA);
}
