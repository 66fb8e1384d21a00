import type uPlot from 'uplot';
import type { Layout } from '@shared/chart-core/series-layout';
import type { Palette } from '../../plot/plot';
import { barRects } from '@shared/kinds/bar/bar-layout';
import { clipped, slotWidth } from '../../plot/clip';

/**
 * Draws every bar series under the lines, as the chart core lays them out (shared/kinds/bar/bar-layout.ts,
 * as the server image does). Bars sit on category slots: x values are indices. A lazy chunk, like
 * candles: line charts never fetch it.
 */
function drawBars(u: uPlot, { series: layout, barSlots }: Layout, palette: Palette): void {
  const geometry = {
    slots: barSlots,
    slot: slotWidth(u),
    x: (i: number) => u.valToPos(i, 'x', true),
    px: devicePixelRatio,
    shown: (t: number) => u.series[t + 1]!.show!,
  };
  clipped(u, (ctx) =>
    layout.forEach((s, si) => {
      if (s.kind !== 'bar' || !u.series[si + 1]!.show) return;
      ctx.fillStyle = palette.series[si]!;
      for (const bar of barRects(layout, si, { ...geometry, y: (v) => u.valToPos(v, s.axis, true) })) {
        if (!bar) continue;
        const r = bar.radius;
        ctx.beginPath();
        ctx.roundRect(bar.left, bar.top, bar.width, bar.height, bar.up ? [r, r, 0, 0] : [0, 0, r, r]);
        ctx.fill();
      }
    }),
  );
}

/** The registry's entry point (kinds/registry.ts): bars are marks on the cartesian plot. */
export const mark = drawBars;
