/**
 * The legend, as both renderers lay it out: a column beside the plot (right or left, at most 30 %
 * of the width) or centred rows above or below it; in a box 480 px wide or less, a side legend
 * moves below. Names too long for their room are cut short with an ellipsis, and entries that do
 * not fit end in `+N more` rather than spilling over the chart. Widths come from text-width.ts, so
 * the widget (whose fonts are no wider) breaks its rows where the server image does.
 */
import type { LegendPosition } from '../spec/chart-spec';
import { fitText, textWidth } from './text-width';

export const LEGEND_FONT = 13;
/**
 * One entry's line, and the room between rows: 24 px from row to row, so that in the widget each
 * entry's button is 24 px tall (WCAG 2.2 target size) without overlapping the next row's.
 */
export const LEGEND_LINE = 18;
export const LEGEND_ROW_GAP = 6;
/** Between entries of a row. */
export const LEGEND_COLUMN_GAP = 12;
/** The swatch (10) and the space after it (6). */
export const LEGEND_SWATCH = 16;
/** Between the legend and the plot. */
export const LEGEND_GAP = 6;
/** Boxes this wide or narrower put a side legend below. */
const NARROW = 480;
/** Rows above or below the plot take at most this share of the height. */
const MAX_ROWS_SHARE = 0.3;

export interface LegendEntry {
  /** The series (or pie slice) it names; null for the closing `+N more`. */
  index: number | null;
  text: string;
  /** From the left of its row, and the row it is on (from 0). */
  x: number;
  row: number;
}

export interface LegendLayout {
  /** Where it goes: beside the plot (`left`, `right`) or above or below it. */
  side: 'left' | 'right' | 'top' | 'bottom';
  entries: LegendEntry[];
  rows: number;
  /** Its size; rows are centred across the whole width. */
  width: number;
  height: number;
}

const entryWidth = (entry: LegendEntry) => (entry.index === null ? 0 : LEGEND_SWATCH) + textWidth(entry.text, LEGEND_FONT);
const more = (count: number): LegendEntry => ({ index: null, text: `+${count} more`, x: 0, row: 0 });

/** The legend of `names` in a body of this size, or null when there is none. */
export function legendLayout(names: readonly string[], position: LegendPosition, body: { width: number; height: number }): LegendLayout | null {
  if (position === 'none' || names.length === 0) return null;
  if ((position === 'left' || position === 'right') && body.width > NARROW) return column(names, position, body);
  return rows(names, position === 'top' ? 'top' : 'bottom', body);
}

function column(names: readonly string[], side: 'left' | 'right', body: { width: number; height: number }): LegendLayout {
  const room = body.width * 0.3 - LEGEND_SWATCH;
  const fits = Math.max(1, Math.floor((body.height + LEGEND_ROW_GAP) / (LEGEND_LINE + LEGEND_ROW_GAP)));
  const shown = names.length <= fits ? names.length : fits - 1;
  const entries: LegendEntry[] = names.slice(0, shown).map((name, i) => ({ index: i, text: fitText(name, room, LEGEND_FONT), x: 0, row: i }));
  if (shown < names.length) entries.push({ ...more(names.length - shown), row: shown });
  return { side, entries, rows: entries.length, width: Math.ceil(Math.max(...entries.map(entryWidth))), height: heightOf(entries.length) };
}

function rows(names: readonly string[], side: 'top' | 'bottom', body: { width: number; height: number }): LegendLayout {
  const maxRows = Math.max(1, Math.floor((body.height * MAX_ROWS_SHARE + LEGEND_ROW_GAP) / (LEGEND_LINE + LEGEND_ROW_GAP)));
  const lines: LegendEntry[][] = [[]];
  let used = 0;
  let shown = 0;
  for (; shown < names.length; shown++) {
    const entry: LegendEntry = { index: shown, text: fitText(names[shown]!, body.width - LEGEND_SWATCH, LEGEND_FONT), x: 0, row: 0 };
    const width = entryWidth(entry);
    if (used > 0 && used + LEGEND_COLUMN_GAP + width > body.width) {
      if (lines.length === maxRows) break;
      lines.push([]);
      used = 0;
    }
    entry.x = used === 0 ? 0 : used + LEGEND_COLUMN_GAP;
    used = entry.x + width;
    lines[lines.length - 1]!.push(entry);
  }
  if (shown < names.length) {
    // Room for the `+N more` at the end of the last row, giving back entries until it fits.
    const last = lines[lines.length - 1]!;
    while (last.length > 1 && lineWidth(last) + LEGEND_COLUMN_GAP + entryWidth(more(names.length - shown)) > body.width) {
      last.pop();
      shown--;
    }
    last.push({ ...more(names.length - shown), x: last.length === 0 ? 0 : lineWidth(last) + LEGEND_COLUMN_GAP });
  }
  const entries = lines.flatMap((line, row) => {
    const offset = (body.width - lineWidth(line)) / 2;
    return line.map((entry) => ({ ...entry, x: entry.x + offset, row }));
  });
  return { side, entries, rows: lines.length, width: body.width, height: heightOf(lines.length) };
}

const lineWidth = (line: readonly LegendEntry[]) => (line.length ? line[line.length - 1]!.x + entryWidth(line[line.length - 1]!) : 0);
const heightOf = (rows: number) => rows * LEGEND_LINE + (rows - 1) * LEGEND_ROW_GAP;
