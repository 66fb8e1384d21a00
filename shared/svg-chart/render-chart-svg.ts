/**
 * A chart spec drawn as a standalone SVG image: what `/e/SLUG.svg` answers and what `/e/SLUG.png`
 * rasterises. Pure string building, so it runs anywhere shared/ runs, and self-contained: no
 * script, no event handler, no link or reference outside the file, no foreignObject; every text
 * from the spec is escaped. The drawing follows the widget's look (theme colours, title, legend,
 * axis titles, tick labels) at a base size of the widget's default box, scaled up for larger
 * images so that a 1200 × 630 social card reads like a chart seen on a page, and zoomed out when
 * its texts would leave the plot less than its minimum height.
 */
import type { ChartSpec } from '../spec/chart-spec';
import { chartNoun } from '../spec/chart-type-name';
import { kindOf } from '../kinds/registry';
import { chartFrame } from './chart-frame';
import { chartStyle, FONT_FAMILY } from './chart-style';
import { xmlText } from './escape-xml';
import { FOOT_HEIGHT, FRAME_PAD } from '../chart-core/frame';
import { MIN_PLOT_HEIGHT } from '../chart-core/plot-room';
import { num } from './svg-number';
import { SVG_KINDS, type KindDrawing } from './kinds/registry';

/** The widget's fixed width and default height: images at least this big are drawn at this scale. */
const BASE = { width: 640, height: 400 };

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * `locale` (a valid BCP 47 tag) writes numbers and dates as the widget writes them for that
 * language; `drawing` holds what a kind needs beyond the spec (a map's geometry).
 */
export function renderChartSvg(spec: ChartSpec, size: ImageSize, locale = 'en-US', drawing: KindDrawing = {}): string {
  const zoom = Math.max(1, Math.min(size.width / BASE.width, size.height / BASE.height));
  let width = size.width / zoom;
  let height = size.height / zoom;
  const style = chartStyle(spec);
  let frame = chartFrame(spec, style, width, height, locale);
  // Texts that would squeeze the plot below its minimum zoom the drawing out instead: the image
  // keeps the size it was asked for, and the plot keeps room to be read (chart-core/plot-room.ts).
  // An image too small for that minimum even without texts keeps the plot it has.
  const least = Math.min(MIN_PLOT_HEIGHT, height - 2 * FRAME_PAD.y - FOOT_HEIGHT);
  for (let tries = 0; tries < 4 && frame.plot.height < least - 0.5; tries++) {
    const out = (height + least - frame.plot.height) / height;
    width *= out;
    height *= out;
    frame = chartFrame(spec, style, width, height, locale);
  }
  const empty = spec.data.labels.length === 0 || spec.data.datasets.length === 0;
  const plot = empty
    ? `<text x="${num(frame.plot.x + frame.plot.width / 2)}" y="${num(frame.plot.y + frame.plot.height / 2)}" text-anchor="middle" font-size="14" fill="${style.foreground}">No data to draw</text>`
    : SVG_KINDS[kindOf(spec).id](spec, style, frame.plot, locale, drawing);
  const name = String(spec.options.title || '') || chartNoun(spec.chartType);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${num(width)} ${num(height)}" font-family="${FONT_FAMILY}" role="img">`,
    `<title>${xmlText(name)}</title>`,
    `<rect width="100%" height="100%" fill="${style.background}"/>`,
    frame.svg,
    plot,
    '</svg>',
  ].join('');
}
