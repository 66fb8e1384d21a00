import uPlot from 'uplot';
import { formatNumber } from '../../../shared/format-number';
import { xAxisValues } from '../../../shared/labels';
import { layoutSeries, type SeriesLayout } from '../../../shared/series-layout';
import { withAlpha } from '../../../shared/themes';
import { drawBars } from '../paths/bars';
import { drawCandles } from '../paths/candles';
import { smoothPaths } from '../paths/smooth';
import type { Plot, PlotInput, PointInfo } from './plot';

const TENSION = 0.3;
const FILL_OPACITY = 0.35;
const INTEGER_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1e3, 2e3, 5e3, 1e4, 2e4, 5e4, 1e5];

/** Line, area, bar, stacked, mixed, right-axis and candlestick charts, drawn by uPlot. */
export function createCartesian({ target, spec, palette, width, height, onHover, onReady }: PlotInput): Plot {
  const { labels, datasets } = spec.data;
  const layout = layoutSeries(spec);
  const slotted = layout.hasBars || spec.chartType === 'candlestick';
  const { kind, xs } = xAxisValues(labels, slotted);
  const color = (i: number) => palette.series[i % palette.series.length]!;
  const font = `12px ${palette.font}`;

  /** An axis range that also shows zero under bars and areas, and candle wicks. */
  const yScale = (axis: 'y' | 'y1'): uPlot.Scale => ({
    range: (_u, min, max) => {
      for (const s of layout.series) {
        if (s.axis !== axis) continue;
        if (s.kind === 'bar' || s.kind === 'area') [min, max] = [Math.min(min, 0), Math.max(max, 0)];
        if (s.ohlc) [min, max] = [Math.min(min, s.min), Math.max(max, s.max)];
      }
      return uPlot.rangeNum(min, max, 0.1, true);
    },
  });

  const axis = (scale: string, label: string, extra: Partial<uPlot.Axis>): uPlot.Axis => ({
    scale,
    label: label || undefined,
    stroke: palette.fg,
    font,
    labelFont: `bold ${font}`,
    grid: { stroke: palette.grid, width: 1 },
    ticks: { stroke: palette.grid, width: 1 },
    ...extra,
  });

  const series = layout.series.map((s: SeriesLayout, i): uPlot.Series => {
    const drawn = s.kind === 'line' || s.kind === 'area';
    const stacked = s.kind === 'area' && datasets[i]!.stacked === true;
    return {
      label: datasets[i]!.label,
      scale: s.axis,
      stroke: color(i),
      width: 2,
      fill: s.kind === 'area' ? withAlpha(color(i), FILL_OPACITY) : undefined,
      paths: drawn ? smoothPaths(TENSION, s.kind === 'area', stacked ? s.bases : undefined) : () => null,
      points: drawn ? { size: 6, fill: color(i), stroke: color(i) } : { show: false },
      spanGaps: false,
    };
  });

  // The cursor is relative to the plotting area; the tooltip to the whole box, axes included.
  const info = (u: uPlot, idx: number): PointInfo => ({
    left: (u.cursor.left ?? 0) + u.over.offsetLeft,
    top: (u.cursor.top ?? 0) + u.over.offsetTop,
    title: labels[idx] ?? '',
    rows: layout.series.flatMap((s, i) => {
      if (!u.series[i + 1]!.show) return [];
      const p = s.ohlc?.[idx];
      const value = p ? `O ${formatNumber(p.o)} H ${formatNumber(p.h)} L ${formatNumber(p.l)} C ${formatNumber(p.c)}` : formatNumber(s.values[idx]);
      return [{ slot: i % palette.series.length, label: datasets[i]!.label, value }];
    }),
  });

  const u = new uPlot(
    {
      width,
      height,
      legend: { show: false },
      cursor: { x: false, y: false, drag: { setScale: false }, points: { show: false } },
      padding: [12, 8, 0, 0],
      scales: {
        x: { time: kind === 'date', range: slotted ? (_u, min, max) => [min - 0.5, max + 0.5] : undefined },
        y: yScale('y'),
        y1: yScale('y1'),
      },
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1e3), 'Etc/UTC'),
      axes: [
        axis('x', spec.options.xAxis, kind === 'category' ? { incrs: INTEGER_STEPS, values: (_u, splits) => splits.map((v) => labels[v] ?? '') } : {}),
        axis('y', spec.options.yAxis, { values: (_u, splits) => splits.map((v) => formatNumber(v, true)), size: 56 }),
        ...(layout.hasRightAxis ? [axis('y1', '', { side: 1, grid: { show: false }, values: (_u, splits) => splits.map((v) => formatNumber(v, true)), size: 56 })] : []),
      ],
      series: [{}, ...series],
      hooks: {
        drawAxes: [
          (self) => {
            if (layout.hasBars) drawBars(self, layout.series, layout.barSlots, color);
            if (spec.chartType === 'candlestick') drawCandles(self, layout.series, palette.up, palette.down);
          },
        ],
        setCursor: [(self) => onHover(self.cursor.idx == null ? null : info(self, self.cursor.idx))],
        // uPlot draws in a microtask after its constructor; "ready" follows the first draw.
        ready: [onReady],
      },
    },
    [xs, ...layout.series.map((s) => s.tops)] as uPlot.AlignedData,
    target,
  );

  return {
    count: labels.length,
    setSize: (w, h) => u.setSize({ width: w, height: h }),
    focusPoint(idx) {
      if (idx === null) return u.setCursor({ left: -10, top: -10 });
      const s = layout.series.findIndex((l, i) => u.series[i + 1]!.show && l.tops[idx] != null);
      const y = s < 0 ? null : layout.series[s]!.tops[idx]!;
      u.setCursor({
        left: u.valToPos(xs[idx]!, 'x'),
        top: y === null ? u.bbox.height / devicePixelRatio / 2 : u.valToPos(y, layout.series[s]!.axis),
      });
    },
    destroy: () => u.destroy(),
  };
}
