/**
 * The legend in the image, laid out by the chart core (shared/chart-core/legend.ts) as the widget
 * lays out its own: swatches and names where the layout puts them, and the plot's box beside it.
 */
import type { LegendPosition } from '../spec/chart-spec';
import { LEGEND_FONT, LEGEND_GAP, LEGEND_LINE, LEGEND_ROW_GAP, LEGEND_SWATCH, legendLayout, type LegendEntry } from '../chart-core/legend';
import type { Box } from './box';
import { xmlText } from './escape-xml';
import { num } from './svg-number';

export interface LegendItem {
  name: string;
  color: string;
  /** A candle series' swatch is split: `color` (rising) on the left, `down` (falling) on the right, as its candles are painted. */
  down?: string;
}

export interface Legend {
  /** What is left for the plot. */
  plot: Box;
  svg: string;
}

export function legendOf(items: readonly LegendItem[], position: LegendPosition, body: Box, foreground: string): Legend {
  const layout = legendLayout(
    items.map((item) => item.name),
    position,
    body,
  );
  if (!layout) return { plot: body, svg: '' };
  const { side, width, height } = layout;
  const room = side === 'left' || side === 'right' ? width + LEGEND_GAP : height + LEGEND_GAP;
  const plot: Box =
    side === 'left' || side === 'right'
      ? { ...body, width: body.width - room, x: side === 'left' ? body.x + room : body.x }
      : { ...body, height: body.height - room, y: side === 'top' ? body.y + room : body.y };
  const x = side === 'right' ? body.x + body.width - width : body.x;
  const y = side === 'bottom' ? body.y + body.height - height : body.y;
  return { plot, svg: draw(layout.entries, items, x, y, foreground) };
}

function draw(entries: readonly LegendEntry[], items: readonly LegendItem[], x: number, y: number, foreground: string): string {
  const top = (e: LegendEntry) => y + e.row * (LEGEND_LINE + LEGEND_ROW_GAP);
  const swatches = entries
    .map((e) => {
      const item = e.index === null ? null : items[e.index]!;
      if (!item) return '';
      const [left, upper] = [num(x + e.x), num(top(e) + 4)];
      const square = `<rect x="${left}" y="${upper}" width="10" height="10" rx="3" fill="${item.color}"/>`;
      // The right half of the same rounded square, over the left colour.
      return item.down ? `${square}<path d="M${num(x + e.x + 5)},${upper}h2a3,3 0 0 1 3,3v4a3,3 0 0 1-3,3h-2z" fill="${item.down}"/>` : square;
    })
    .join('');
  const texts = entries
    .map((e) => `<text x="${num(x + e.x + (e.index === null ? 0 : LEGEND_SWATCH))}" y="${num(top(e) + 13.5)}">${xmlText(e.text)}</text>`)
    .join('');
  return `<g class="legend" font-size="${LEGEND_FONT}" fill="${foreground}">${swatches}${texts}</g>`;
}
