import type { MapLegend } from '@shared/kinds/map/color-scale';
import type { ValueFormat } from '@shared/chart-core/value-format';
import { svgNode } from './svg-node';

/** The legend's strip under the map: a fixed height, so the map's room is known before it paints. */
export const LEGEND_HEIGHT = 40;

const BAR = 10;
const TOP = 6;
const MAX_SCALE = 300;
/** The "No data" swatch and its words, beside the scale. */
const NO_DATA_WIDTH = 80;
/** A rough width of a tick label, to keep labels from overlapping: 12 px text is about 7 px a character. */
const textWidth = (text: string) => text.length * 7 + 8;

/** Ticks at these places, each labelled when clear of the label before it. */
function ticks(group: Element, places: readonly number[], texts: readonly string[]): void {
  let clear = -Infinity;
  places.forEach((x, i) => {
    svgNode(group, 'line', { x1: x, x2: x, y1: TOP, y2: TOP + BAR + 3, stroke: 'currentColor' });
    const half = textWidth(texts[i]!) / 2;
    if (x - half < clear) return;
    clear = x + half;
    svgNode(group, 'text', { x, y: TOP + BAR + 16, 'text-anchor': 'middle' }, texts[i]);
  });
}

/**
 * The scale's legend, drawn into `group` (placed by the caller): a gradient with ticks, or a swatch
 * per class with its boundaries, values written in the chart's number format; and a "No data"
 * swatch in the hatch when a region lacks a value. Ticks and words are in `currentColor`, the
 * foreground colour.
 */
export function drawLegend(group: Element, legend: MapLegend, width: number, write: ValueFormat, noData: boolean): void {
  group.replaceChildren();
  const scale = Math.max(Math.min(MAX_SCALE, width - 24 - (noData ? NO_DATA_WIDTH : 0)), 60);
  const left = Math.max((width - scale - (noData ? NO_DATA_WIDTH : 0)) / 2, 4);
  if (legend.kind === 'gradient') {
    const span = legend.max - legend.min || 1;
    const step = legend.ticks.length > 1 ? legend.ticks[1]! - legend.ticks[0]! : 0;
    const top = Math.max(...legend.ticks.map(Math.abs));
    const ramp = svgNode(svgNode(group, 'defs', {}), 'linearGradient', { id: 'map-ramp' });
    legend.stops.forEach((color, i) => svgNode(ramp, 'stop', { offset: i / (legend.stops.length - 1), 'stop-color': color }));
    svgNode(group, 'rect', { x: left, y: TOP, width: scale, height: BAR, fill: 'url(#map-ramp)' });
    ticks(
      group,
      legend.ticks.map((t) => left + (scale * (t - legend.min)) / span),
      legend.ticks.map((t) => (step ? write.tick(t, step, top) : write.value(t))),
    );
  } else {
    const k = legend.colors.length;
    legend.colors.forEach((fill, i) => svgNode(group, 'rect', { x: left + (scale * i) / k, y: TOP, width: scale / k, height: BAR, fill }));
    ticks(
      group,
      legend.bounds.map((_, i) => left + (scale * i) / k),
      legend.bounds.map((b) => write.value(b)),
    );
  }
  if (!noData) return;
  const x = left + scale + 16;
  svgNode(group, 'rect', { x, y: TOP, width: 14, height: BAR, fill: 'url(#map-hatch)' });
  svgNode(group, 'text', { x: x + 18, y: TOP + BAR - 1 }, 'No data');
}
