import { trendAt, trendEquation, type TrendFit } from '@shared/kinds/scatter/trend-line';
import type { Palette } from '../../plot/plot';
import type { ScatterScene } from './scatter-scene';

export const NOTE_FONT = 11;

/** A box taken by a text, in CSS pixels, so point labels keep clear of it. */
export interface TextBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The least-squares line, across the plot from one end of the x axis to the other, cut where it
 * leaves the plot; it is straight on any mix of log and linear axes, as it was fitted on the axes
 * as drawn. Its equation sits by its right end, above the line where there is room, else below.
 * Returns the box the equation takes, or null when there is no line to draw.
 */
export function paintTrend(
  ctx: CanvasRenderingContext2D,
  scene: ScatterScene,
  fit: TrendFit,
  logX: boolean,
  logY: boolean,
  locale: string,
  palette: Palette,
): TextBox | null {
  const { plot, x, y } = scene.layout;
  // The line in the plot's fractions: u across, v up.
  const v0 = y.at(trendAt(fit, x.lo, logX, logY));
  const v1 = y.at(trendAt(fit, x.hi, logX, logY));
  if (!Number.isFinite(v0) || !Number.isFinite(v1)) return null;
  // Where the line is inside 0 ≤ v ≤ 1.
  const cut = (v: number) => (v - v0) / (v1 - v0);
  const [a, b] = v0 === v1 ? (v0 >= 0 && v0 <= 1 ? [0, 1] : [1, 0]) : [Math.max(0, Math.min(cut(0), cut(1))), Math.min(1, Math.max(cut(0), cut(1)))];
  if (!(a < b)) return null;
  const at = (u: number) => [plot.x + u * plot.width, plot.y + (1 - (v0 + (v1 - v0) * u)) * plot.height] as const;
  const [x0, y0] = at(a);
  const [x1, y1] = at(b);
  ctx.strokeStyle = palette.fg;
  ctx.globalAlpha = 0.8;
  ctx.lineWidth = 1.5;
  ctx.setLineDash([6, 4]);
  ctx.beginPath();
  ctx.moveTo(x0, y0);
  ctx.lineTo(x1, y1);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.globalAlpha = 1;
  const text = trendEquation(fit, logX, logY, locale);
  ctx.font = `${NOTE_FONT}px ${palette.font}`;
  const width = ctx.measureText(text).width;
  const left = Math.max(plot.x + 4, Math.min(x1 - 4 - width, plot.x + plot.width - 4 - width));
  // Above the line's end when the line falls to it or there is room over it; else below.
  const above = y1 - 6 - NOTE_FONT > plot.y;
  const base = above ? y1 - 6 : Math.min(y1 + 6 + NOTE_FONT, plot.y + plot.height - 4);
  const box = { left, top: base - NOTE_FONT, right: left + width, bottom: base + 3 };
  halo(ctx, text, left, base, palette);
  return box;
}

/** Text in the foreground colour over a halo of the background, readable over points and lines. */
export function halo(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, palette: Palette): void {
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.lineJoin = 'round';
  ctx.lineWidth = 3;
  ctx.strokeStyle = palette.bg;
  ctx.strokeText(text, x, y);
  ctx.fillStyle = palette.fg;
  ctx.fillText(text, x, y);
}
