import type { ScatterLayout } from '@shared/kinds/scatter/scatter-layout';
import { SCATTER_X_AXIS } from '@shared/kinds/scatter/scatter-layout';
import { TICK_FONT } from '@shared/chart-core/x-axis';
import type { Palette } from '../../plot/plot';

const TICK = 6;
const LABEL_GAP = 5;

/** `text` cut short with an ellipsis to fit `room` pixels in the context's font. */
function fitted(ctx: CanvasRenderingContext2D, text: string, room: number): string {
  if (ctx.measureText(text).width <= room) return text;
  let kept = text;
  while (kept && ctx.measureText(`${kept}…`).width > room) kept = kept.slice(0, -1);
  return kept ? `${kept.trimEnd()}…` : '';
}

/**
 * The grid on both axes' ticks, their marks and labels (in the chart's number format, laid out by
 * the core), and the axis titles in bold: x under its labels, y turned up beside its own.
 */
export function paintAxes(ctx: CanvasRenderingContext2D, { body, plot, x, y, xTicks, yTicks, xTitle, yTitle }: ScatterLayout, palette: Palette): void {
  const bottom = plot.y + plot.height;
  const right = plot.x + plot.width;
  // Lines on pixel centres: one crisp row of pixels each.
  const crisp = (v: number) => Math.round(v) + 0.5;
  const xAt = (v: number) => crisp(plot.x + x.at(v) * plot.width);
  const yAt = (v: number) => crisp(plot.y + (1 - y.at(v)) * plot.height);
  ctx.strokeStyle = palette.grid;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (const t of xTicks) {
    ctx.moveTo(xAt(t.value), plot.y);
    ctx.lineTo(xAt(t.value), bottom + TICK);
  }
  for (const t of yTicks) {
    ctx.moveTo(plot.x - TICK, yAt(t.value));
    ctx.lineTo(right, yAt(t.value));
  }
  ctx.stroke();
  ctx.fillStyle = palette.fg;
  ctx.font = `${TICK_FONT}px ${palette.font}`;
  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = 'center';
  for (const t of xTicks) ctx.fillText(t.text, plot.x + x.at(t.value) * plot.width, bottom + TICK + LABEL_GAP + TICK_FONT * 0.92);
  ctx.textAlign = 'right';
  for (const t of yTicks) ctx.fillText(t.text, plot.x - TICK - LABEL_GAP, plot.y + (1 - y.at(t.value)) * plot.height + TICK_FONT * 0.35);
  ctx.font = `bold ${TICK_FONT}px ${palette.font}`;
  ctx.textAlign = 'center';
  if (xTitle) ctx.fillText(fitted(ctx, xTitle, plot.width), plot.x + plot.width / 2, bottom + SCATTER_X_AXIS + 13);
  if (yTitle) {
    ctx.save();
    ctx.translate(body.x + 13, plot.y + plot.height / 2);
    ctx.rotate(-Math.PI / 2);
    ctx.fillText(fitted(ctx, yTitle, plot.height), 0, 0);
    ctx.restore();
  }
}
