import type uPlot from 'uplot';
import type { SeriesLayout } from '@shared/series-layout';
import { clipped, slotWidth } from './clip';

const RADIUS = 6;
const GROUP_WIDTH = 0.8;

/**
 * Whether the bar of series `si` at `i` is the outer end of its stack: no later shown series of the
 * same slot adds to it in the same direction. Unstacked bars are always their own end.
 */
function isOuterEnd(u: uPlot, layout: SeriesLayout[], si: number, i: number, up: boolean): boolean {
  const s = layout[si]!;
  for (let t = si + 1; t < layout.length; t++) {
    const other = layout[t]!;
    if (other.kind !== 'bar' || other.barSlot !== s.barSlot || other.axis !== s.axis || !u.series[t + 1]!.show) continue;
    const v = other.values[i];
    if (v != null && v !== 0 && v > 0 === up) return false;
  }
  return true;
}

/**
 * Draws every bar series (grouped side by side, stacked ones sharing a slot) under the lines,
 * standing square on their base with the corners of their far end rounded (in a stack, only the
 * outermost segment's). Bars sit on category slots: x values are indices. A bar too thin or too
 * short for the corner radius gets a smaller one, and one with no room at all (forty bars in a
 * 120 px column, a box still 0 px wide) is a 1 px sliver rather than an error.
 */
export function drawBars(u: uPlot, layout: SeriesLayout[], slots: number, colors: (i: number) => string): void {
  const group = Math.max(slotWidth(u) * GROUP_WIDTH, 0);
  const barWidth = group / slots;
  const gap = Math.min(2 * devicePixelRatio, barWidth * 0.1);
  const width = Math.max(barWidth - gap, 1);
  clipped(u, (ctx) =>
    layout.forEach((s, si) => {
      if (s.kind !== 'bar' || !u.series[si + 1]!.show) return;
      ctx.fillStyle = colors(si);
      s.tops.forEach((top, i) => {
        if (top === null) return;
        const y0 = u.valToPos(s.bases[i] ?? 0, s.axis, true);
        const y1 = u.valToPos(top, s.axis, true);
        const height = Math.abs(y1 - y0);
        const up = y1 <= y0;
        const r = isOuterEnd(u, layout, si, i, up) ? Math.max(0, Math.min(RADIUS * devicePixelRatio, width / 2, height)) : 0;
        ctx.beginPath();
        ctx.roundRect(u.valToPos(i, 'x', true) - group / 2 + s.barSlot * barWidth + gap / 2, Math.min(y0, y1), width, height, up ? [r, r, 0, 0] : [0, 0, r, r]);
        ctx.fill();
      });
    }),
  );
}
