/**
 * How each dataset of a spec is drawn: its kind (line, area, bar, candle), its axis, and the
 * cumulative values of stacks. Pure, so the widget and the tests share one reading of the spec.
 */
import type { ChartSpec, Dataset, OhlcPoint } from './chart-spec';

export type SeriesKind = 'line' | 'area' | 'bar' | 'candle';

export interface SeriesLayout {
  kind: SeriesKind;
  axis: 'y' | 'y1';
  /** The values as given (null for gaps); closes for candles. */
  values: Array<number | null>;
  /** Top of the series as drawn: the running total for stacked series, else the value. */
  tops: Array<number | null>;
  /** Bottom as drawn: the previous total in the stack, else 0. */
  bases: number[];
  /** Candles only. */
  ohlc?: Array<OhlcPoint | null>;
  /** Index among the bar slots of one category (stacked bars share a slot). */
  barSlot: number;
}

export interface Layout {
  series: SeriesLayout[];
  barSlots: number;
  hasBars: boolean;
  hasRightAxis: boolean;
}

export function seriesKind(spec: Pick<ChartSpec, 'chartType'>, dataset: Dataset): SeriesKind {
  if (spec.chartType === 'candlestick') return 'candle';
  if (dataset.type) return dataset.type;
  if (spec.chartType === 'bar') return 'bar';
  if (spec.chartType === 'area') return 'area';
  return 'line';
}

function isOhlc(value: unknown): value is OhlcPoint {
  return typeof value === 'object' && value !== null && Number.isFinite((value as OhlcPoint).c);
}

function finiteOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function layoutSeries(spec: Pick<ChartSpec, 'chartType' | 'data'>): Layout {
  const n = spec.data.labels.length;
  const totals = new Map<string, { pos: number[]; neg: number[]; slot: number }>();
  let barSlots = 0;
  const series = spec.data.datasets.map((dataset): SeriesLayout => {
    const kind = seriesKind(spec, dataset);
    const axis = dataset.yAxisID === 'y1' ? 'y1' : 'y';
    const points = Array.from({ length: n }, (_, i) => dataset.data[i] ?? null);
    const ohlc = kind === 'candle' ? points.map((p) => (isOhlc(p) ? p : null)) : undefined;
    const values = ohlc ? ohlc.map((p) => (p ? p.c : null)) : points.map(finiteOrNull);
    const stackable = dataset.stacked === true && (kind === 'bar' || kind === 'area');
    let barSlot = -1;
    let tops = values;
    let bases = values.map(() => 0);
    if (stackable) {
      const key = `${kind}:${axis}`;
      let stack = totals.get(key);
      if (!stack) {
        stack = { pos: new Array(n).fill(0), neg: new Array(n).fill(0), slot: kind === 'bar' ? barSlots++ : -1 };
        totals.set(key, stack);
      }
      const { pos, neg } = stack;
      barSlot = stack.slot;
      bases = values.map((v, i) => ((v ?? 0) < 0 ? neg[i]! : pos[i]!));
      tops = values.map((v, i) => {
        if (v === null) return null;
        const running = v < 0 ? (neg[i]! += v) : (pos[i]! += v);
        return running;
      });
    } else if (kind === 'bar') {
      barSlot = barSlots++;
    }
    return { kind, axis, values, tops, bases, ohlc, barSlot };
  });
  return {
    series,
    barSlots,
    hasBars: barSlots > 0,
    hasRightAxis: series.some((s) => s.axis === 'y1'),
  };
}
