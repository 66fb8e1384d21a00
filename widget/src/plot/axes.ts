import type uPlot from 'uplot';
import { plainDateMillis, xAxisValues } from '@shared/chart-core/labels';
import type { SeriesLayout } from '@shared/chart-core/series-layout';
import { extentOf, rangeOf, valueAxis, type AxisBounds, type TickFormat } from '@shared/chart-core/value-axis';
import { textWidth } from '@shared/chart-core/text-width';
import { TICK_FONT, xAxisOf, type Tick } from '@shared/chart-core/x-axis';

/**
 * uPlot asks an axis for its room (`space`) with the plot's length in CSS pixels, then for its
 * ticks and their labels: all three come from the chart core (shared/chart-core/), which the
 * server image draws from too, so a reader reads the same ticks in both. `scale` turns the core's
 * values into this chart's x values (milliseconds for plain dates).
 */
function coreTicks(choose: (pixels: number, u: uPlot) => Tick[], scale = 1): Partial<uPlot.Axis> {
  let ticks: Tick[] = [];
  return {
    space: (u, _i, _min, _max, pixels) => ((ticks = choose(pixels, u)), 1),
    // One step that always fits, so uPlot's own search for a step (of no use here) always succeeds.
    incrs: [Infinity],
    splits: () => ticks.map((t) => t.value * scale),
    values: () => ticks.map((t) => t.text),
  };
}

export interface XAxis {
  /** Where each label sits on the x scale. */
  xs: ArrayLike<number>;
  /** What uPlot's x axis needs. */
  axis: Partial<uPlot.Axis>;
  /** Where the scale runs, in x values. */
  range: [number, number];
  /** Half the widest tick label: the room the plot keeps on its right so the last one is not cut. */
  overhang: number;
}

/**
 * The x axis for these labels, written for `locale`. Plain dates, nearly every dated chart, are
 * read by the engine in one call, as milliseconds (see plainDateMillis), and drawn at those x
 * values; other labels as seconds or numbers. The chart core reads the milliseconds as they are.
 */
export function xAxis(labels: readonly string[], slotted: boolean, locale: string): XAxis {
  const days = slotted ? null : plainDateMillis(labels);
  const read = days ? { kind: 'date' as const, xs: days, wholeDays: true } : xAxisValues(labels, slotted);
  const scale = days ? 1000 : 1;
  const core = xAxisOf(labels, slotted, locale, read, scale);
  return { xs: read.xs, axis: coreTicks(core.ticks, scale), range: [core.min * scale, core.max * scale], overhang: core.overhang };
}

/**
 * A value axis: the core's range over the series shown (the legend switches them), its ticks, and
 * as wide as its widest label, measured as the server image measures it (the widget's fonts are
 * no wider).
 */
export function yAxis(
  series: readonly SeriesLayout[],
  axis: 'y' | 'y1',
  locale: string,
  more?: { bounds: AxisBounds; tick?: TickFormat },
): { scale: uPlot.Scale; axis: Partial<uPlot.Axis> } {
  const extent = (u: uPlot) => extentOf(series, axis, (i) => u.series[i + 1]?.show !== false, more?.bounds);
  return {
    scale: {
      auto: false,
      // Nothing shown on this axis: keep the last range rather than collapse it.
      range: (self) => {
        const [min, max] = extent(self);
        return min > max ? [self.scales[axis]?.min ?? 0, self.scales[axis]?.max ?? 1] : rangeOf([min, max], more?.bounds);
      },
    },
    axis: {
      ...coreTicks((pixels, u) => valueAxis(extent(u), pixels, locale, more?.bounds, more?.tick).ticks),
      // Tick marks (6) and the gap to the labels (5), then the labels themselves.
      size: (_u, values) => 11 + Math.ceil(Math.max(0, ...(values ?? []).map((v) => textWidth(v, TICK_FONT)))) + 4,
    },
  };
}
