import type uPlot from 'uplot';
import { densePath } from './dense';

/**
 * A line through the points with Bézier curves of the given tension (Chart.js's `tension`), gaps
 * left open. Dense series (more points than half the plot's pixels) are drawn by dense.ts, per
 * pixel column: curves would be invisible there and cost the most.
 * With `bases`, the fill runs back along them (stacked areas); otherwise down to zero.
 */
export function smoothPaths(tension: number, fill: boolean, bases?: readonly number[]): uPlot.Series.PathBuilder {
  return (u, seriesIdx, idx0, idx1) => {
    if (!bases && idx1 - idx0 > u.bbox.width / 2) return densePath(u, seriesIdx, idx0, idx1, fill);
    const xs = u.data[0];
    const ys = u.data[seriesIdx]!;
    const scale = u.series[seriesIdx]!.scale!;
    const x = (i: number) => u.valToPos(xs[i]!, 'x', true);
    const zero = u.valToPos(clamp(0, u.scales[scale]!), scale, true);
    const stroke = new Path2D();
    const area = fill ? new Path2D() : null;
    let run: Array<[number, number]> = [];
    let baseRun: Array<[number, number]> = [];
    const flush = () => {
      if (run.length > 0) {
        curve(stroke, run, tension, true);
        if (area) {
          curve(area, run, tension, true);
          if (bases) curve(area, baseRun.reverse(), tension, false);
          else {
            area.lineTo(run[run.length - 1]![0], zero);
            area.lineTo(run[0]![0], zero);
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
        run.push([x(i), u.valToPos(y, scale, true)]);
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

/** Appends a smooth curve through the points; `move` starts a new subpath, else it joins by a line. */
function curve(path: Path2D, points: Array<[number, number]>, tension: number, move: boolean): void {
  const [x0, y0] = points[0]!;
  if (move) path.moveTo(x0, y0);
  else path.lineTo(x0, y0);
  for (let i = 1; i < points.length; i++) {
    const [ax, ay] = control(points, i - 1, tension, 1);
    const [bx, by] = control(points, i, tension, -1);
    path.bezierCurveTo(ax, ay, bx, by, points[i]![0], points[i]![1]);
  }
}

/** The control point after (side 1) or before (side -1) point i, scaled by the distances around it. */
function control(points: Array<[number, number]>, i: number, tension: number, side: 1 | -1): [number, number] {
  const [px, py] = points[i - 1] ?? points[i]!;
  const [cx, cy] = points[i]!;
  const [nx, ny] = points[i + 1] ?? points[i]!;
  const before = Math.hypot(cx - px, cy - py);
  const after = Math.hypot(nx - cx, ny - cy);
  const total = before + after || 1;
  const k = (tension * (side === 1 ? after : before)) / total;
  return [cx + side * k * (nx - px), cy + side * k * (ny - py)];
}
