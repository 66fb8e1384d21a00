/**
 * How a map's values become colours, in the widget and the server image alike: a sequential ramp
 * from a faint to the full first series colour of the theme, or a diverging one between the
 * second and the first through a neutral midpoint; continuous, or in classes of equal steps, equal
 * counts (quantiles) or breaks the creator typed. Regions without a value are drawn apart, in the
 * "No data" colour with a hatch, and named so in the legend.
 */
import { niceTicks } from '../../chart-core/nice-ticks';
import type { FilledMapOptions } from './map-options';
import { mixColors } from './oklab-mix';

/** The theme's colours a map is painted from. */
export interface MapPaint {
  background: string;
  foreground: string;
  /** The theme's series colours, the first two used. */
  series: readonly string[];
}

export type MapLegend =
  | { kind: 'gradient'; min: number; max: number; stops: string[]; ticks: number[] }
  /** `bounds` has one more entry than `colors`: the data's least value, each break, its greatest. */
  | { kind: 'classes'; colors: string[]; bounds: number[] };

export interface ColorScale {
  color(value: number | null | undefined): string;
  legend: MapLegend;
  /** Regions without a value, and the lines hatching them. */
  noData: string;
  hatch: string;
  /** Regions outside the set that a region's view shows for context. */
  outside: string;
}

const GRADIENT_STOPS = 9;

/** Class boundaries: each value where one class ends and the next begins, ascending and distinct. */
export function classBreaks(values: readonly number[], options: FilledMapOptions): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const n = options.classCount;
  const min = sorted[0] ?? 0;
  const max = sorted[sorted.length - 1] ?? 0;
  let breaks: number[];
  if (options.classes === 'breaks') breaks = options.breaks ?? [];
  else if (options.classes === 'quantile')
    // Boundaries are values the data holds: a class begins at its first member.
    breaks = Array.from({ length: n - 1 }, (_, i) => sorted[Math.floor(((i + 1) * sorted.length) / n)]!);
  else breaks = Array.from({ length: n - 1 }, (_, i) => roundBreak(min + ((max - min) * (i + 1)) / n, (max - min) / n));
  return [...new Set(breaks)].filter((b) => b > min || options.classes === 'breaks').sort((a, b) => a - b);
}

/** A break on a round number, to two significant digits of the class width: readers see 20, not 19.87. */
function roundBreak(value: number, width: number): number {
  if (!(width > 0)) return value;
  const unit = 10 ** (Math.floor(Math.log10(width)) - 1);
  return +(Math.round(value / unit) * unit).toPrecision(12);
}

function midpointOf(values: readonly number[], given: number | undefined): number {
  if (given !== undefined) return given;
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted[0]! < 0 && sorted[sorted.length - 1]! > 0) return 0;
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export function colorScale(values: ReadonlyArray<number | null | undefined>, options: FilledMapOptions, paint: MapPaint): ColorScale {
  const held = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  const min = held.length ? Math.min(...held) : 0;
  const max = held.length ? Math.max(...held) : 1;
  const [high, low] = [paint.series[0]!, paint.series[1] ?? paint.foreground];
  const neutral = mixColors(paint.background, paint.foreground, 0.16);
  const diverging = options.scale === 'diverging';
  const mid = midpointOf(held, options.midpoint);
  const reach = Math.max(Math.abs(max - mid), Math.abs(min - mid)) || 1;
  /** 0 to 1 along the ramp. */
  const along = (v: number) => {
    if (diverging) return Math.min(1, Math.max(0, 0.5 + (0.5 * (v - mid)) / reach));
    return max > min ? (v - min) / (max - min) : 1;
  };
  const faint = mixColors(paint.background, high, 0.14);
  const ramp = (t: number) => (diverging ? (t < 0.5 ? mixColors(low, neutral, t * 2) : mixColors(neutral, high, (t - 0.5) * 2)) : mixColors(faint, high, t));
  const base = {
    noData: mixColors(paint.background, paint.foreground, 0.1),
    hatch: mixColors(paint.background, paint.foreground, 0.32),
    outside: mixColors(paint.background, paint.foreground, 0.05),
  };
  if (options.classes === 'continuous') {
    const ticks = niceTicks(min, max, 100, 24).values.filter((t) => t >= min && t <= max);
    return {
      ...base,
      color: (v) => (typeof v === 'number' && Number.isFinite(v) ? ramp(along(v)) : base.noData),
      legend: {
        kind: 'gradient',
        min,
        max,
        ticks,
        stops: Array.from({ length: GRADIENT_STOPS }, (_, i) => ramp(along(min + ((max - min) * i) / (GRADIENT_STOPS - 1)))),
      },
    };
  }
  const breaks = classBreaks(held, options);
  const bounds = [Math.min(min, breaks[0] ?? min), ...breaks, Math.max(max, breaks[breaks.length - 1] ?? max)];
  const colors = Array.from({ length: breaks.length + 1 }, (_, k) =>
    // Diverging classes take the colour of their middle, so the midpoint keeps the neutral colour;
    // sequential ones spread over the whole ramp.
    diverging ? ramp(along((bounds[k]! + bounds[k + 1]!) / 2)) : ramp(breaks.length ? k / breaks.length : 1),
  );
  const classOf = (v: number) => breaks.filter((b) => v >= b).length;
  return {
    ...base,
    color: (v) => (typeof v === 'number' && Number.isFinite(v) ? colors[classOf(v)]! : base.noData),
    legend: { kind: 'classes', colors, bounds },
  };
}
