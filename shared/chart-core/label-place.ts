/**
 * Where an annotation's label goes so that all of it is read inside the plot: on one line where
 * it fits, else wrapped onto two; moved to the other side of its line, or along, when its usual
 * place would leave the plot. Cut short (with the full text kept for a title) only when two lines
 * the plot's width cannot hold it. Pixels are CSS pixels; both renderers draw what this says.
 */
import { ANNOTATION_FONT, LABEL_INSET } from './annotations';
import { fitText, textWidth } from './text-width';

export interface PlotBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedLabel {
  /** The lines, each with its baseline; all share `x` and `align`. */
  lines: { text: string; y: number }[];
  x: number;
  align: 'start' | 'end';
  /** Whether some of the text could not be shown: a renderer gives the full text as a title. */
  cut: boolean;
}

/** From one baseline to the next. */
export const LABEL_LEADING = ANNOTATION_FONT + 2;
/** How far a label's letters rise above their baseline, and fall below it. */
const ASCENT = ANNOTATION_FONT;
const DESCENT = 3;

const width = (lines: readonly string[]) => Math.max(0, ...lines.map((l) => textWidth(l, ANNOTATION_FONT)));

/**
 * `text` on one line of at most `room` pixels, else two: as many words as fit on the first, the
 * rest on the second, cut short if it must be. (Not text-width.ts's `wrapText`: using it here
 * would move it into the widget's entry chunk, whose bytes are budgeted.)
 */
export function labelLines(text: string, room: number): { lines: string[]; cut: boolean } {
  const fits = (t: string) => textWidth(t, ANNOTATION_FONT) <= room;
  if (fits(text)) return { lines: [text], cut: false };
  const words = text.split(/\s+/).filter(Boolean);
  let count = 1;
  while (count < words.length && fits(words.slice(0, count + 1).join(' '))) count++;
  const lines = [words.slice(0, count).join(' '), words.slice(count).join(' ')].filter(Boolean).map((l) => fitText(l, room, ANNOTATION_FONT));
  return { lines, cut: lines.join(' ') !== words.join(' ') };
}

/** Baselines for `count` lines whose first is at `first`, moved as little as needed to lie in the plot. */
function baselines(count: number, first: number, plot: PlotBox): number[] {
  const last = plot.y + plot.height - DESCENT - (count - 1) * LABEL_LEADING;
  const top = Math.max(plot.y + ASCENT, Math.min(first, last));
  return Array.from({ length: count }, (_, i) => top + i * LABEL_LEADING);
}

const placed = (lines: string[], ys: number[], x: number, align: 'start' | 'end', cut: boolean): PlacedLabel => ({
  lines: lines.map((text, i) => ({ text, y: ys[i]! })),
  x,
  align,
  cut,
});

/**
 * A reference line's label across the plot at `y`: at the right end, just above the line, or just
 * below it when above would leave the plot.
 */
export function lineLabelPlace(text: string, y: number, plot: PlotBox): PlacedLabel {
  const { lines, cut } = labelLines(text, plot.width - 2 * LABEL_INSET);
  const above = y - LABEL_INSET - (lines.length - 1) * LABEL_LEADING;
  const first = above - ASCENT >= plot.y ? above : y + LABEL_INSET + ASCENT;
  return placed(lines, baselines(lines.length, first, plot), plot.x + plot.width - LABEL_INSET, 'end', cut);
}

/**
 * A reference line's label down the plot at `x` (horizontal bars): at the top, right of the line,
 * or left of it when the right would leave the plot; else as near the line as the plot allows.
 */
export function upLineLabelPlace(text: string, x: number, plot: PlotBox): PlacedLabel {
  const { lines, cut } = labelLines(text, plot.width - 2 * LABEL_INSET);
  const w = width(lines);
  const right = plot.x + plot.width - LABEL_INSET;
  const ys = baselines(lines.length, plot.y + ASCENT, plot);
  if (x + LABEL_INSET + w <= right) return placed(lines, ys, x + LABEL_INSET, 'start', cut);
  if (x - LABEL_INSET - w >= plot.x + LABEL_INSET) return placed(lines, ys, x - LABEL_INSET, 'end', cut);
  return placed(lines, ys, right, 'end', cut);
}

/** The box a placed label's letters take: left, top, right, bottom. */
export function labelBox(label: PlacedLabel): [number, number, number, number] {
  const w = width(label.lines.map((l) => l.text));
  const left = label.align === 'start' ? label.x : label.x - w;
  return [left, label.lines[0]!.y - ASCENT, left + w, label.lines.at(-1)!.y + DESCENT];
}

const overlaps = (a: readonly number[], b: readonly number[]) => a[0]! < b[2]! && b[0]! < a[2]! && a[1]! < b[3]! && b[1]! < a[3]!;

/**
 * A highlighted range's label, at the top of the plot from the range's left edge `left`, moved
 * left as far as it must to end inside the plot; at the bottom instead when the top would cover a
 * label already placed (`taken`, reference lines' first).
 */
export function bandLabelPlace(text: string, left: number, plot: PlotBox, taken: readonly PlacedLabel[] = []): PlacedLabel {
  const { lines, cut } = labelLines(text, plot.width - 2 * LABEL_INSET);
  const x = Math.max(plot.x + LABEL_INSET, Math.min(left + LABEL_INSET, plot.x + plot.width - LABEL_INSET - width(lines)));
  const at = (first: number) => placed(lines, baselines(lines.length, first, plot), x, 'start', cut);
  const top = at(plot.y + ANNOTATION_FONT + LABEL_INSET);
  return taken.some((other) => overlaps(labelBox(top), labelBox(other))) ? at(Infinity) : top;
}

/** A label right-aligned at the plot's right edge, its first baseline at `y` (a range's on horizontal bars). */
export function endLabelPlace(text: string, y: number, plot: PlotBox): PlacedLabel {
  const { lines, cut } = labelLines(text, plot.width - 2 * LABEL_INSET);
  return placed(lines, baselines(lines.length, y, plot), plot.x + plot.width - LABEL_INSET, 'end', cut);
}
