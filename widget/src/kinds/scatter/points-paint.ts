import type { Palette } from '../../plot/plot';
import { paintDots } from './pixel-dots';
import type { ScatterScene } from './scatter-scene';

const TAU = Math.PI * 2;

/**
 * The points. Plain dots are written into the canvas's pixels (pixel-dots.ts), a little
 * translucent so crowds show where they are densest. Bubbles, fewer and larger, are one canvas
 * path per colour filled once, more translucent, each outlined in the background colour to tell
 * overlapping ones apart. Clipped to the plot: a bubble at the edge is cut, not drawn over the axes.
 */
export function paintPoints(ctx: CanvasRenderingContext2D, scene: ScatterScene, colors: readonly string[], bubbles: boolean, palette: Palette): void {
  const { px, py, radius, group, layout } = scene;
  const { plot } = layout;
  if (!bubbles) return paintDots(ctx, scene, radius[0] ?? 0, colors, px.length > 2000 ? 0.7 : 0.85, plot, devicePixelRatio);
  ctx.save();
  ctx.beginPath();
  ctx.rect(plot.x, plot.y, plot.width, plot.height);
  ctx.clip();
  ctx.lineWidth = 1;
  ctx.strokeStyle = palette.bg;
  for (let g = 0; g < colors.length; g++) {
    ctx.beginPath();
    for (let i = 0; i < px.length; i++) {
      if (group[i] !== g) continue;
      ctx.moveTo(px[i]! + radius[i]!, py[i]!);
      ctx.arc(px[i]!, py[i]!, radius[i]!, 0, TAU);
    }
    ctx.fillStyle = colors[g]!;
    ctx.globalAlpha = 0.6;
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.stroke();
  }
  ctx.restore();
}

/** The focused point's ring, in the foreground colour over a ring of the background. */
export function paintFocus(ctx: CanvasRenderingContext2D, scene: ScatterScene, i: number, palette: Palette): void {
  const r = scene.radius[i]! + 2.5;
  ctx.lineWidth = 3;
  ctx.strokeStyle = palette.bg;
  ctx.beginPath();
  ctx.arc(scene.px[i]!, scene.py[i]!, r, 0, TAU);
  ctx.stroke();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = palette.fg;
  ctx.stroke();
}
