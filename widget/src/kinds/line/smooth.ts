import type uPlot from 'uplot';
import { DENSE_LINE_WIDTH, isDense } from '@shared/kinds/line/line-style';
import { monotoneCurve } from '@shared/chart-core/monotone-curve';
import { densePath } from './dense';

/**
 * A line through the points with monotone Bézier curves of the given tension (see
 * shared/chart-core/monotone-curve.ts: between two points the curve never leaves their range), gaps left
 * open. Dense series (shared/kinds/line/line-style.ts) are drawn by dense.ts, per pixel column.
 * With `bases`, the fill runs back along them (stacked areas); otherwise down to zero.
 */
export function smoothPaths(tension: number, fill: boolean, bases?: readonly number[]): uPlot.Series.PathBuilder {
  return (u, seriesIdx, idx0, idx1) => {
    // Dense is judged in CSS pixels, as the server image judges it; the band is drawn 1 px wide.
    if (!bases && isDense(idx1 - idx0 + 1, u.bbox.width / devicePixelRatio)) return { ...densePath(u, seriesIdx, idx0, idx1, fill), _width: DENSE_LINE_WIDTH };
    const xs = u.data[0];
    const ys = u.data[seriesIdx]!;
    const scale = u.series[seriesIdx]!.scale!;
    const x = (i: number) => u.valToPos(xs[i]!, 'x', true);
    const zero = u.valToPos(clamp(0, u.scales[scale]!), scale, true);
    const stroke = new Path2D();
    const area = fill ? new Path2D() : null;
    /** The current run as flat `[x, y, …]` points, and the bases under it as pairs. */
    let run: number[] = [];
    let baseRun: Array<[number, number]> = [];
    const flush = () => {
      if (run.length > 0) {
        curve(stroke, run, tension, true);
        if (area) {
          curve(area, run, tension, true);
          if (bases) curve(area, baseRun.reverse().flat(), tension, false);
          else {
            area.lineTo(run[run.length - 2]!, zero);
            area.lineTo(run[0]!, zero);
          }
          area.closePath();
        }
      }
      run = [];
      baseRun = [];
    };
    for (let i = idx0; i <= idx1; i++) {
      const y = ys[i];
      if (y === null || y === undefined) flush();
      else {
        run.push(x(i), u.valToPos(y, scale, true));
        if (bases) baseRun.push([x(i), u.valToPos(bases[i]!, scale, true)]);
      }
    }
    flush();
    return { stroke, fill: area, flags: 1 } as uPlot.Series.Paths;
  };
}

function clamp(value: number, scale: uPlot.Scale): number {
  return Math.min(Math.max(value, scale.min ?? value), scale.max ?? value);
}

/** Appends a curve through flat `[x, y, …]` points; `move` starts a new subpath, else it joins by a line. */
function curve(path: Path2D, points: number[], tension: number, move: boolean): void {
  path[move ? 'moveTo' : 'lineTo'](points[0]!, points[1]!);
  monotoneCurve(points, tension, (...c) => path.bezierCurveTo(...c));
}
