/**
 * The colours and font an image is drawn with: the theme's, as the widget resolves them into its
 * CSS custom properties (widget/src/theme-sheet.ts), one colour per series or pie slice.
 */
import type { ChartSpec } from '../spec/chart-spec';
import { scatterPoints } from '../kinds/scatter/scatter-points';
import { CANDLE_DOWN, CANDLE_UP, foregroundOf, getTheme, gridOf, seriesColors } from '../themes/themes';

/**
 * DejaVu Sans is the font the server rasterises with; a browser opening the SVG without it gets
 * Verdana, whose widths are close, so the layout made for DejaVu still fits.
 */
export const FONT_FAMILY = 'DejaVu Sans, Verdana, sans-serif';

export interface Paint {
  color: string;
  /** 1 unless the theme's colour is translucent (grid lines). */
  opacity: number;
}

export interface ChartStyle {
  background: string;
  foreground: string;
  grid: Paint;
  series: string[];
  up: string;
  down: string;
}

export function chartStyle(spec: ChartSpec): ChartStyle {
  const theme = getTheme(spec.theme);
  const count = colorCount(spec);
  return {
    background: theme.background,
    foreground: foregroundOf(theme),
    grid: paintOf(gridOf(theme)),
    series: seriesColors(theme.colors, count, spec.options.seriesColors),
    up: CANDLE_UP,
    down: CANDLE_DOWN,
  };
}

/**
 * How many colours a chart paints with: one per pie slice; a map the first two (a diverging
 * scale's ends), whatever its series; a scatter plot one per group (one without groups).
 */
function colorCount(spec: ChartSpec): number {
  if (spec.chartType === 'pie') return spec.data.labels.length;
  if (spec.chartType === 'map') return 2;
  if (spec.chartType === 'scatter') return Math.max(1, scatterPoints(spec).groups.length);
  return spec.data.datasets.length;
}

/** `rgba(r,g,b,a)` as a hex colour and an opacity: attributes every SVG reader takes. */
export function paintOf(color: string): Paint {
  const match = /^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/.exec(color);
  if (!match) return { color, opacity: 1 };
  const hex = match
    .slice(1, 4)
    .map((c) => Number(c).toString(16).padStart(2, '0'))
    .join('');
  return { color: `#${hex}`, opacity: Number(match[4]) };
}

/** `stroke` or `fill` attributes for a paint, with its opacity only when it has one. */
export function paintAttributes(kind: 'stroke' | 'fill', paint: Paint): string {
  return `${kind}="${paint.color}"${paint.opacity < 1 ? ` ${kind}-opacity="${paint.opacity}"` : ''}`;
}
