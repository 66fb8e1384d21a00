import { pointIndex, type PointIndex } from '@shared/kinds/scatter/point-index';
import { bubbleRadius } from '@shared/kinds/scatter/scatter-axis';
import { scatterLayout, type ScatterLayout } from '@shared/kinds/scatter/scatter-layout';
import type { TickFormat } from '@shared/chart-core/value-axis';
import type { ChartSpec } from '@shared/spec/chart-spec';
import type { PointColumns } from './point-columns';

/** What one size of the plot is painted and hit-tested from. */
export interface ScatterScene {
  layout: ScatterLayout;
  /** Each drawn point's centre and radius in CSS pixels, by its place among the drawn points. */
  px: Float32Array;
  py: Float32Array;
  radius: Float32Array;
  /** Each drawn point's group, its colour. */
  group: Uint8Array;
  /** Finds the point under the pointer without a scan of all of them; built at the first hover, not before the first paint. */
  readonly index: PointIndex;
  /** How far from a centre the pointer still finds it: a bubble's largest radius, at least a fingertip. */
  reach: number;
}

/** A plain point's radius: smaller as points crowd, so ten thousand still show their shape. */
const dotRadius = (count: number) => (count > 2000 ? 2 : count > 300 ? 3 : 4);

/** The largest bubble, in proportion to the plot: a twelfth of its shorter side, within 6..40 px. */
const largestRadius = (width: number, height: number) => Math.max(6, Math.min(40, Math.min(width, height) / 12));

/**
 * Lays the plot out in a box of `width` × `height` and places every point; typed arrays, so a
 * resize of ten thousand points allocates four arrays, not ten thousand objects.
 */
export function scatterScene(spec: ChartSpec, points: PointColumns, width: number, height: number, tick: TickFormat): ScatterScene {
  const { logX, logY } = spec.options.scatter ?? {};
  const { count: n, xs, ys, sizes, largest } = points;
  const [xTitle, yTitle] = [0, 1].map((d) => String(spec.data.datasets[d]?.label ?? ''));
  const layout = scatterLayout({
    // The layout reads only the values' extent: their least and greatest stand for all of them,
    // so its rounds of tick fitting never scan ten thousand values again.
    xs: points.xRange,
    ys: points.yRange,
    logX,
    logY,
    groups: points.groups,
    legendPosition: spec.options.legendPosition,
    xTitle: xTitle!,
    yTitle: yTitle!,
    box: { x: 0, y: 0, width, height },
    tick,
  });
  const { plot, x, y } = layout;
  const px = new Float32Array(n);
  const py = new Float32Array(n);
  const radius = new Float32Array(n);
  const dot = dotRadius(n);
  const most = largestRadius(plot.width, plot.height);
  for (let i = 0; i < n; i++) {
    px[i] = plot.x + x.at(xs[i]!) * plot.width;
    py[i] = plot.y + (1 - y.at(ys[i]!)) * plot.height;
    radius[i] = sizes ? bubbleRadius(Number.isNaN(sizes[i]!) ? null : sizes[i]!, largest, most, dot) : dot;
  }
  let index: PointIndex | null = null;
  return {
    layout,
    px,
    py,
    radius,
    group: points.group,
    get index() {
      return (index ??= pointIndex(px, py, width, height));
    },
    reach: Math.max(24, largest > 0 ? most : dot),
  };
}
