import type uPlot from 'uplot';

/** Runs a drawing function clipped to the plotting area, as uPlot does for its own series. */
export function clipped(u: uPlot, draw: (ctx: CanvasRenderingContext2D) => void): void {
  const { ctx, bbox } = u;
  ctx.save();
  ctx.beginPath();
  ctx.rect(bbox.left, bbox.top, bbox.width, bbox.height);
  ctx.clip();
  draw(ctx);
  ctx.restore();
}

/** Width in canvas pixels of one category slot (x values are indices). */
export function slotWidth(u: uPlot): number {
  return u.data[0].length > 1 ? u.valToPos(1, 'x', true) - u.valToPos(0, 'x', true) : u.bbox.width;
}
