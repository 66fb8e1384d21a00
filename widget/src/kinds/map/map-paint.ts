import type { MapPaint } from '@shared/kinds/map/color-scale';
import { getTheme } from '@shared/themes/themes';
import type { ChartEmbed } from '../../chart-embed';
import type { PlotInput } from '../../plot/plot';

/**
 * The theme `theme="auto"` turns to when the spec's theme is not of the reader's scheme: the first
 * light theme (the first theme of all is dark). As themeForScheme picks it; map-paint.test.ts holds
 * the two to each other. Named here rather than imported: each name this chunk imports from the
 * runtime's entry is exported by it, in bytes every line chart pays.
 */
export const FIRST_LIGHT_THEME = 'light-blue';

/**
 * The theme's colours a map is painted from. The element's palette has one series colour per
 * dataset, and a map has one; a diverging scale's low end is the theme's second colour, taken from
 * the theme the element shows (its `theme` attribute, else the spec's, `auto` following the
 * reader's scheme), as the server image takes it. Every theme has at least four colours.
 */
export function mapPaint({ target, spec, palette }: PlotInput): MapPaint {
  const host = (target.getRootNode() as ShadowRoot).host as ChartEmbed | undefined;
  const chosen = host?.theme || spec.theme;
  let theme = getTheme(chosen === 'auto' ? spec.theme : chosen);
  if (chosen === 'auto') {
    const dark = matchMedia('(prefers-color-scheme: dark)').matches;
    if (theme.isDark !== dark) theme = getTheme(dark ? null : FIRST_LIGHT_THEME);
  }
  return { background: palette.bg, foreground: palette.fg, series: [palette.series[0]!, theme.colors[1]!] };
}
