/**
 * The colours and font an image is drawn with: the theme's, as the widget resolves them into its
 * CSS custom properties (widget/src/theme-sheet.ts), one colour per series or pie slice.
 */
import type { ChartSpec } from '../spec/chart-spec';
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
  // A map paints with the first two colours (a diverging scale's ends), whatever its series.
  const count = spec.chartType === 'pie' ? spec.data.labels.length : spec.chartType === 'map' ? 2 : spec.data.datasets.length;
  return {
    background: theme.background,
    foreground: foregroundOf(theme),
    grid: paintOf(gridOf(theme)),
    series: seriesColors(theme.colors, count, spec.options.seriesColors),
    up: CANDLE_UP,
    down: CANDLE_DOWN,
  };
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
