import { ANNOTATION_FONT } from '@shared/chart-core/annotations';
import type { PlacedLabel } from '@shared/chart-core/label-place';
import type { Palette } from '../plot/plot';

/**
 * An annotation's label where the chart core placed it (shared/chart-core/label-place.ts), in CSS
 * pixels times `scale` (the device pixel ratio on uPlot's canvas), outlined in the background
 * colour so that it reads over lines and bars. Left and right, never start and end: a host page
 * written right to left must not flip it.
 */
export function drawLabel(ctx: CanvasRenderingContext2D, label: PlacedLabel, palette: Palette, scale = 1): void {
  ctx.font = `${ANNOTATION_FONT * scale}px ${palette.font}`;
  ctx.textAlign = label.align === 'start' ? 'left' : 'right';
  ctx.lineWidth = 3 * scale;
  ctx.strokeStyle = palette.bg;
  ctx.fillStyle = palette.fg;
  for (const { text, y } of label.lines) {
    ctx.strokeText(text, label.x * scale, y * scale);
    ctx.fillText(text, label.x * scale, y * scale);
  }
}
