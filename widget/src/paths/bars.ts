import type uPlot from 'uplot';
import type { SeriesLayout } from '../../../shared/series-layout';
import { clipped, slotWidth } from './clip';

const RADIUS = 6;
const GROUP_WIDTH = 0.8;

/**
 * Draws every bar series (grouped side by side, stacked ones sharing a slot) with rounded corners,
 * under the lines. Bars sit on category slots: x values are indices.
 */
export function drawBars(u: uPlot, layout: SeriesLayout[], slots: number, colors: (i: number) => string): void {
  const group = slotWidth(u) * GROUP_WIDTH;
  const barWidth = group / slots;
  const gap = Math.min(2 * devicePixelRatio, barWidth * 0.1);
  clipped(u, (ctx) =>
    layout.forEach((s, si) => {
      if (s.kind !== 'bar' || !u.series[si + 1]!.show) return;
      ctx.fillStyle = colors(si);
      s.tops.forEach((top, i) => {
        if (top === null) return;
        const y0 = u.valToPos(s.bases[i] ?? 0, s.axis, true);
        const y1 = u.valToPos(top, s.axis, true);
        const width = barWidth - gap;
        const height = Math.abs(y1 - y0);
        ctx.beginPath();
        ctx.roundRect(
          u.valToPos(i, 'x', true) - group / 2 + s.barSlot * barWidth + gap / 2,
          Math.min(y0, y1),
          width,
          height,
          Math.min(RADIUS * devicePixelRatio, width / 2, height / 2),
        );
        ctx.fill();
      });
    }),
  );
}
