/**
 * Candlesticks: a 1 px wick from low to high and a body from open to close, 60 % of the slot
 * wide, green when the period closed at or above its open and red below. With slots under two
 * pixels wide, each pixel column is one candle of the periods in it (first open, last close,
 * lowest low, highest high), so a long history stays a few thousand shapes.
 */
import type { OhlcPoint } from '../../spec/chart-spec';
import type { SeriesLayout } from '../../chart-core/series-layout';
import type { BarScales } from './bar';
import { num } from '../svg-number';

const BODY = 0.6;

export function candleSeriesSvg(layout: readonly SeriesLayout[], up: string, down: string, scales: BarScales): string {
  let rising = '';
  let falling = '';
  for (const s of layout) {
    if (!s.ohlc) continue;
    for (const candle of candlesOf(s.ohlc, scales)) {
      const { x, p } = candle;
      const y = (v: number) => scales.y(s.axis, v);
      const body = Math.max(1, scales.slot * BODY);
      const top = y(Math.max(p.o, p.c));
      const shape =
        `M${num(x - 0.5)},${num(y(p.h))}h1V${num(y(p.l))}h-1Z` +
        `M${num(x - body / 2)},${num(top)}h${num(body)}V${num(Math.max(top + 1, y(Math.min(p.o, p.c))))}h${num(-body)}Z`;
      if (p.c >= p.o) rising += shape;
      else falling += shape;
    }
  }
  return (rising ? `<path class="candle up" d="${rising}" fill="${up}"/>` : '') + (falling ? `<path class="candle down" d="${falling}" fill="${down}"/>` : '');
}

const finite = (p: OhlcPoint | null | undefined): p is OhlcPoint => !!p && [p.o, p.h, p.l, p.c].every((v) => typeof v === 'number' && Number.isFinite(v));

/** The candles to draw, merged per pixel column when the slots are too thin for one each. */
function candlesOf(ohlc: ReadonlyArray<OhlcPoint | null>, scales: BarScales): Array<{ x: number; p: OhlcPoint }> {
  const out: Array<{ x: number; p: OhlcPoint }> = [];
  const merge = scales.slot < 2;
  for (let i = 0; i < ohlc.length; i++) {
    const p = ohlc[i];
    if (!finite(p)) continue;
    const x = scales.x(i);
    const last = out[out.length - 1];
    if (merge && last && Math.floor(last.x) === Math.floor(x)) {
      last.p = { o: last.p.o, h: Math.max(last.p.h, p.h), l: Math.min(last.p.l, p.l), c: p.c };
    } else out.push({ x: merge ? Math.floor(x) + 0.5 : x, p: { ...p } });
  }
  return out;
}
