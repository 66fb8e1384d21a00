import type uPlot from 'uplot';
import type { Layout } from '@shared/chart-core/series-layout';
import type { Palette } from '../../plot/plot';
import { clipped, slotWidth } from '../../plot/clip';

/** Draws OHLC candles: a wick from low to high, a body from open to close, up and down colours. */
function drawCandles(u: uPlot, { series: layout }: Layout, { up, down }: Palette): void {
  const body = Math.max(1, slotWidth(u) * 0.6);
  const px = devicePixelRatio;
  clipped(u, (ctx) =>
    layout.forEach((s, si) => {
      if (!u.series[si + 1]!.show) return;
      s.ohlc?.forEach((p, i) => {
        if (!p) return;
        const x = u.valToPos(i, 'x', true);
        const y = (v: number) => u.valToPos(v, s.axis, true);
        const top = y(Math.max(p.o, p.c));
        ctx.fillStyle = p.c >= p.o ? up : down;
        ctx.fillRect(x - px / 2, y(p.h), px, y(p.l) - y(p.h));
        ctx.fillRect(x - body / 2, top, body, Math.max(px, y(Math.min(p.o, p.c)) - top));
      });
    }),
  );
}

/** The registry's entry point (kinds/registry.ts): candles are marks on the cartesian plot. */
export const mark = drawCandles;
