import { LEGEND_FONT, LEGEND_LINE, LEGEND_ROW_GAP, LEGEND_SWATCH } from '@shared/chart-core/legend';
import type { ScatterLayout } from '@shared/kinds/scatter/scatter-layout';
import type { Palette } from '../../plot/plot';

/**
 * The groups' legend, where the core laid it out (as it lays out a series legend): a dot of each
 * group's colour and its name, then `+N more` when they do not all fit. Drawn by the chunk: the
 * element's legend would name the x, y and size columns, which are not what the colours say.
 */
export function paintLegend(ctx: CanvasRenderingContext2D, legend: NonNullable<ScatterLayout['legend']>, colors: readonly string[], palette: Palette): void {
  ctx.font = `${LEGEND_FONT}px ${palette.font}`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  for (const e of legend.entries) {
    const x = legend.left + e.x;
    const top = legend.top + e.row * (LEGEND_LINE + LEGEND_ROW_GAP);
    if (e.index !== null) {
      ctx.fillStyle = colors[e.index]!;
      ctx.beginPath();
      ctx.arc(x + 5, top + 9, 5, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillStyle = palette.fg;
    ctx.fillText(e.text, x + (e.index === null ? 0 : LEGEND_SWATCH), top + 13.5);
  }
}
