/**
 * The frame around the legend and the plot, as both renderers lay it out: 10 px above and below,
 * 12 px at the sides, the title's line on top (16 px bold at line height 1.4, and 4 px under it)
 * and the foot row at the bottom (a 4 px margin and 21 px: the caption and the widget's buttons).
 */
export const FRAME_PAD = { x: 12, y: 10 };
export const TITLE_HEIGHT = 26;
export const FOOT_HEIGHT = 25;

/** The room left for the legend and the plot in a box of this size. */
export function bodySize(width: number, height: number, parts: { title: boolean; foot: boolean }): { width: number; height: number } {
  return {
    width: width - 2 * FRAME_PAD.x,
    height: Math.max(height - 2 * FRAME_PAD.y - (parts.title ? TITLE_HEIGHT : 0) - (parts.foot ? FOOT_HEIGHT : 0), 1),
  };
}
