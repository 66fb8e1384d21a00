import uPlot from 'uplot';
import { AREA_OPACITY, LINE_TENSION, LINE_WIDTH } from '@shared/kinds/line/line-style';
import type { ChartSpec } from '@shared/spec/chart-spec';
import { layoutSeries, type Layout } from '@shared/chart-core/series-layout';
import { withAlpha } from '@shared/themes/themes';
import type { CartesianExtras } from '../extras/cartesian-extras';
import { smoothPaths } from '../kinds/line/smooth';
import { xAxis, yAxis } from './axes';
import type { HoverPoint, Palette, Plot, PlotInput } from './plot';
import { guarded } from './guarded';

/** One uPlot series per dataset; dense ones are drawn 1 px wide by their paths (smooth.ts). */
function seriesOptions(spec: ChartSpec, layout: Layout, palette: Palette): uPlot.Series[] {
  return layout.series.map((s, i) => {
    const color = palette.series[i]!;
    const drawn = s.kind === 'line' || s.kind === 'area';
    const stacked = s.kind === 'area' && spec.data.datasets[i]!.stacked === true;
    return {
      label: spec.data.datasets[i]!.label,
      scale: s.axis,
      stroke: color,
      width: LINE_WIDTH,
      fill: s.kind === 'area' ? withAlpha(color, AREA_OPACITY) : undefined,
      paths: drawn ? smoothPaths(LINE_TENSION, s.kind === 'area', stacked ? s.bases : undefined) : () => null,
      points: drawn ? { size: 6, fill: color, stroke: color } : { show: false },
      spanGaps: false,
      auto: false,
    };
  });
}

/** A dot on each line under the pointer (bars and candles are their own mark). */
function cursorOptions(layout: Layout, palette: Palette): uPlot.Cursor {
  return {
    x: false,
    y: false,
    drag: { setScale: false },
    points: {
      show: (_u, i) =>
        (layout.series[i - 1]!.kind === 'line' || layout.series[i - 1]!.kind === 'area' ? document.createElement('div') : undefined) as HTMLElement,
      size: 9,
      width: 2,
      fill: () => palette.bg,
    },
  };
}

/** The cursor is relative to the plotting area; the tooltip to the whole box, axes included. */
const hoverPoint = (u: uPlot, index: number): HoverPoint => ({
  left: (u.cursor.left ?? 0) + u.over.offsetLeft,
  top: (u.cursor.top ?? 0) + u.over.offsetTop,
  index,
});

/** What the element asks of a drawn chart, on uPlot. */
function plotOf(u: uPlot, layout: Layout, xs: ArrayLike<number>, count: number): Plot {
  return {
    count,
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
    setShown: (i, show) => u.setSeries(i + 1, { show }),
    destroy: () => u.destroy(),
  };
}

/**
/** Bars or candles, drawn under the lines after the grid: lazy chunks (see create-plot.ts). */
export type Mark = (u: uPlot, layout: Layout, palette: Palette) => void;

/**
 * Line, area, bar, stacked, mixed, right-axis and candlestick charts, drawn by uPlot. Bars,
 * candles and a creator's extras (formats, ranges, annotations) come as arguments because their
 * code is in lazy chunks (see create-plot.ts): a line chart never fetches them.
 */
export function createCartesian(
  { target, spec, palette, locale, width, height, onHover, onReady, onError }: PlotInput,
  marks: Mark[] = [],
  extras?: (slotted: boolean, xs: ArrayLike<number>) => CartesianExtras,
): Plot {
  const { labels } = spec.data;
  const layout = layoutSeries(spec);
  const slotted = layout.hasBars || spec.chartType === 'candlestick';
  const x = xAxis(labels, slotted, locale);
  const font = `12px ${palette.font}`;
  // The value axes' ranges and ticks come from the chart core over the series shown (see axes.ts).
  const more = extras?.(slotted, x.xs);
  const y = yAxis(layout.series, 'y', locale, more);
  const y1 = yAxis(layout.series, 'y1', locale);
  const guard = guarded(onError);
  const axis = (scale: string, label: string, extra: Partial<uPlot.Axis>): uPlot.Axis => ({
    scale,
    label: label || undefined,
    stroke: palette.fg,
    font,
    labelFont: `bold ${font}`,
    // Axis titles one line high (uPlot keeps 30 px): small boxes keep their room for the data.
    labelSize: 18,
    grid: { stroke: palette.grid, width: 1 },
    ticks: { stroke: palette.grid, width: 1, size: 6 },
    ...extra,
  });

  const u = new uPlot(
    {
      width,
      height,
      legend: { show: false },
      cursor: cursorOptions(layout, palette),
      // On the right, room for half the last x label, which is centred on the plot's edge.
      padding: [12, layout.hasRightAxis ? 0 : Math.ceil(x.overhang) + 2, 0, 0],
      scales: {
        // Dates are plain numbers to uPlot: the core writes their ticks.
        x: { time: false, auto: false, range: () => x.range },
        y: y.scale,
        y1: y1.scale,
      },
      axes: [
        axis('x', spec.options.xAxis, { size: 30, ...x.axis }),
        axis('y', spec.options.yAxis, y.axis),
        ...(layout.hasRightAxis ? [axis('y1', '', { side: 1, grid: { show: false }, ...y1.axis })] : []),
      ],
      series: [{}, ...seriesOptions(spec, layout, palette)],
      hooks: {
        drawAxes: [
          guard((self) => {
            more?.under(self);
            for (const mark of marks) mark(self, layout, palette);
          }),
        ],
        draw: [guard((self) => more?.over(self))],
        setCursor: [guard((self) => onHover(self.cursor.idx == null ? null : hoverPoint(self, self.cursor.idx)))],
        // uPlot draws in a microtask after its constructor; "ready" follows the first draw.
        ready: [onReady],
      },
    },
    [x.xs, ...layout.series.map((s) => s.tops)] as uPlot.AlignedData,
    target,
  );
  return plotOf(u, layout, x.xs, labels.length);
}
