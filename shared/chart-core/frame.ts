/**
 * The frame around the legend and the plot, as both renderers lay it out: 10 px above and below,
 * 12 px at the sides, the title's line on top (16 px bold on a 22 px line, and 4 px under it),
 * the description's lines under it, and at the bottom the notes and byline lines above the foot
 * row (a 4 px margin and 21 px: the caption; the widget's buttons there are 24 px targets that
 * take 21 px of the row, as its legend's take 18, and plot-room.ts counts all 24). Both
 * renderers must give the plot this very box: its ticks are chosen by its size. Texts wrap
 * between words.
 */
import type { ChartOptions } from '../spec/chart-spec';
import { wrapText } from './text-width';

export const FRAME_PAD = { x: 12, y: 10 };
export const TITLE_HEIGHT = 26;
export const FOOT_HEIGHT = 25;
/** The description: 13 px on 18 px lines, 4 px under its last line. */
export const DESCRIPTION = { size: 13, line: 18, after: 4 };
/** Notes and byline: 12 px on 16 px lines, 4 px under the plot, above the foot row. */
export const NOTE = { size: 12, line: 16, before: 4 };

export interface FrameTexts {
  description: string[];
  /** The notes' lines, then the byline's. */
  notes: string[];
}

/** The description, notes and byline of a chart, in lines for a frame `width` wide. */
export function frameTexts(options: Partial<ChartOptions>, width: number): FrameTexts {
  const room = width - 2 * FRAME_PAD.x;
  const lines = (text: unknown, size: number) => (text ? wrapText(String(text), room, size) : []);
  return { description: lines(options.description, DESCRIPTION.size), notes: [...lines(options.notes, NOTE.size), ...lines(options.byline, NOTE.size)] };
}

/** The room the description and notes take, when they are there. */
export const textsHeight = (texts: FrameTexts | undefined): number =>
  texts
    ? (texts.description.length ? texts.description.length * DESCRIPTION.line + DESCRIPTION.after : 0) +
      (texts.notes.length ? texts.notes.length * NOTE.line + NOTE.before : 0)
    : 0;

/** The room left for the legend and the plot in a box of this size; `texts` is the height of the description and notes. */
export function bodySize(width: number, height: number, parts: { title: boolean; foot: boolean; texts?: number }): { width: number; height: number } {
  return {
    width: width - 2 * FRAME_PAD.x,
    height: Math.max(height - 2 * FRAME_PAD.y - (parts.title ? TITLE_HEIGHT : 0) - (parts.foot ? FOOT_HEIGHT : 0) - (parts.texts ?? 0), 1),
  };
}
