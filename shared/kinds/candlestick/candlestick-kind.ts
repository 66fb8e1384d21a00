/** Candlestick charts: one {o, h, l, c} candle a label, rising ones in one colour and falling ones in another. */
import type { ChartKind } from '../chart-kind';

export const candlestickKind: ChartKind = {
  id: 'candlestick',
  chartTypes: ['candlestick'],
  samples: () => import('./candlestick-samples').then((m) => m.samples()),
};
