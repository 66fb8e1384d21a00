/**
 * The legend, placed as the widget places it: a column beside the plot (right or left, at most
 * 30 % of the width) or centred rows above or below it; on a box 480 px wide or less, a side
 * legend moves below. Names too long for their room are cut short with an ellipsis, and entries
 * that do not fit end in `+N more` rather than spilling over the chart.
 */
import type { LegendPosition } from '../chart-spec';
import type { Box } from './box';
import { xmlText } from './escape-xml';
import { num } from './svg-number';
import { fitText, textWidth } from './text-width';

export interface LegendItem {
  name: string;
  color: string;
  /** A candle series' swatch is split: `color` (rising) on the left, `down` (falling) on the right, as its candles are painted. */
  down?: string;
}

const FONT = 13;
const LINE = 18;
const ROW_GAP = 4;
const COLUMN_GAP = 12;
/** Swatch (10) and the space after it (6). */
const SWATCH = 16;
/** Between the legend and the plot. */
const GAP = 6;
const NARROW = 480;
/** Rows above or below the plot take at most this share of the height. */
const MAX_ROWS_SHARE = 0.3;

interface Placed {
  x: number;
  y: number;
  text: string;
  color: string | null;
  down?: string;
}

export interface Legend {
  /** What is left for the plot. */
  plot: Box;
  svg: string;
}

export function legendOf(items: readonly LegendItem[], position: LegendPosition, body: Box, foreground: string): Legend {
  if (position === 'none' || items.length === 0) return { plot: body, svg: '' };
  const side = position === 'left' || position === 'right';
  if (side && body.width > NARROW) return column(items, position, body, foreground);
  return rows(items, position === 'top' ? 'top' : 'bottom', body, foreground);
}

function column(items: readonly LegendItem[], side: 'left' | 'right', body: Box, foreground: string): Legend {
  const room = body.width * 0.3 - SWATCH;
  const texts = items.map((item) => fitText(item.name, room, FONT));
  const fits = Math.max(1, Math.floor((body.height + ROW_GAP) / (LINE + ROW_GAP)));
  const shown = items.length <= fits ? items.length : fits - 1;
  const entries: Placed[] = texts.slice(0, shown).map((text, i) => ({ x: 0, y: i * (LINE + ROW_GAP), text, color: items[i]!.color, down: items[i]!.down }));
  if (shown < items.length) entries.push({ x: 0, y: shown * (LINE + ROW_GAP), text: `+${items.length - shown} more`, color: null });
  const width = Math.ceil(Math.max(...entries.map(entryWidth)));
  const x = side === 'right' ? body.x + body.width - width : body.x;
  const plot = { ...body, width: body.width - width - GAP, x: side === 'right' ? body.x : body.x + width + GAP };
  return { plot, svg: draw(entries, x, body.y, foreground) };
}

function rows(items: readonly LegendItem[], side: 'top' | 'bottom', body: Box, foreground: string): Legend {
  const maxRows = Math.max(1, Math.floor((body.height * MAX_ROWS_SHARE + ROW_GAP) / (LINE + ROW_GAP)));
  const texts = items.map((item) => fitText(item.name, body.width - SWATCH, FONT));
  const lines: Placed[][] = [[]];
  let used = 0;
  let shown = 0;
  for (; shown < items.length; shown++) {
    const entry: Placed = { x: 0, y: 0, text: texts[shown]!, color: items[shown]!.color, down: items[shown]!.down };
    const width = entryWidth(entry);
    if (used > 0 && used + COLUMN_GAP + width > body.width) {
      if (lines.length === maxRows) break;
      lines.push([]);
      used = 0;
    }
    entry.x = used === 0 ? 0 : used + COLUMN_GAP;
    used = entry.x + width;
    lines[lines.length - 1]!.push(entry);
  }
  if (shown < items.length) {
    // Room for the `+N more` at the end of the last row, giving back entries until it fits.
    const last = lines[lines.length - 1]!;
    const more = () => ({ x: 0, y: 0, text: `+${items.length - shown} more`, color: null });
    while (last.length > 1 && lineWidth(last) + COLUMN_GAP + entryWidth(more()) > body.width) {
      last.pop();
      shown--;
    }
    const extra = more();
    extra.x = last.length === 0 ? 0 : lineWidth(last) + COLUMN_GAP;
    last.push(extra);
  }
  const height = lines.length * LINE + (lines.length - 1) * ROW_GAP;
  const top = side === 'top' ? body.y : body.y + body.height - height;
  const entries = lines.flatMap((line, row) => {
    const offset = (body.width - lineWidth(line)) / 2;
    return line.map((entry) => ({ ...entry, x: entry.x + offset, y: row * (LINE + ROW_GAP) }));
  });
  const plot = { ...body, height: body.height - height - GAP, y: side === 'top' ? body.y + height + GAP : body.y };
  return { plot, svg: draw(entries, body.x, top, foreground) };
}

const entryWidth = (entry: Placed) => (entry.color ? SWATCH : 0) + textWidth(entry.text, FONT);
const lineWidth = (line: readonly Placed[]) => (line.length ? line[line.length - 1]!.x + entryWidth(line[line.length - 1]!) : 0);

function draw(entries: readonly Placed[], x: number, y: number, foreground: string): string {
  const swatches = entries
    .filter((e) => e.color)
    .map((e) => {
      const [left, top] = [num(x + e.x), num(y + e.y + 4)];
      const square = `<rect x="${left}" y="${top}" width="10" height="10" rx="3" fill="${e.color}"/>`;
      // The right half of the same rounded square, over the left colour.
      return e.down ? `${square}<path d="M${num(x + e.x + 5)},${top}h2a3,3 0 0 1 3,3v4a3,3 0 0 1-3,3h-2z" fill="${e.down}"/>` : square;
    })
    .join('');
  const texts = entries.map((e) => `<text x="${num(x + e.x + (e.color ? SWATCH : 0))}" y="${num(y + e.y + 13.5)}">${xmlText(e.text)}</text>`).join('');
  return `<g class="legend" font-size="${FONT}" fill="${foreground}">${swatches}${texts}</g>`;
}
