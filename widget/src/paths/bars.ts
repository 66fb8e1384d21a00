import type uPlot from 'uplot';
import type { SeriesLayout } from '../../../shared/series-layout';
import { clipped, slotWidth } from './clip';

const RADIUS = 6;
const GROUP_WIDTH = 0.8;

/**
 * Draws every bar series (grouped side by side, stacked ones sharing a slot) with rounded corners,
 * under the lines. Bars sit on category slots: x values are indices. A bar too thin or too short
 * for the corner radius gets a smaller one, and one with no room at all (forty bars in a 120 px
 * column, a box still 0 px wide) is a 1 px sliver rather than an error.
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
        ctx.beginPath();
        ctx.roundRect(
          u.valToPos(i, 'x', true) - group / 2 + s.barSlot * barWidth + gap / 2,
          Math.min(y0, y1),
          width,
          height,
          Math.max(0, Math.min(RADIUS * devicePixelRatio, width / 2, height / 2)),
        );
        ctx.fill();
      });
    }),
  );
}
