import type { ChartSpec } from '@shared/spec/chart-spec';
import { makeSpec } from '../../testing';
import { days, wave } from '../sample-series';

/** Candles over twenty days. The parity test draws each, in the widget and as the server image. */
export const SAMPLES: Record<string, ChartSpec> = {
  candlestick: makeSpec({
    chartType: 'candlestick',
    data: { labels: days(20), datasets: [{ label: 'AAPL', data: wave(20).map((c, i) => ({ o: i % 3 ? c - 1 : c + 1, h: c + 2, l: c - 2, c })) }] },
  }),
};
