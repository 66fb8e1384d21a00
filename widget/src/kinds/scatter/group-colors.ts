import { getTheme, seriesColors } from '@shared/themes/themes';
import type { ChartEmbed } from '../../chart-embed';
import type { PlotInput } from '../../plot/plot';

/**
 * The theme `theme="auto"` turns to when the spec's theme is not of the reader's scheme, as
 * themeForScheme picks it (group-colors.test.ts holds the two to each other): named here, since
 * each name this chunk imports from the runtime's entry is exported by it, in bytes every line
 * chart pays.
 */
export const FIRST_LIGHT_THEME = 'light-blue';

/**
 * A colour per group. The element's palette has one colour per dataset (two or three), and a
 * scatter may have twelve groups: the first ones are the palette's (so a host page's overrides of
 * `--chart-series-N` hold), the rest continue the theme's series colours as the element derives
 * them (seriesColors), from the theme it shows: its `theme` attribute, else the spec's, `auto`
 * following the reader's scheme. Without groups, every point is the first colour.
 */
export function groupColors({ target, spec, palette }: PlotInput, count: number): string[] {
  if (count <= palette.series.length) return palette.series.slice(0, Math.max(count, 1));
  const host = (target.getRootNode() as ShadowRoot).host as ChartEmbed | undefined;
  const chosen = host?.theme || spec.theme;
  let theme = getTheme(chosen === 'auto' ? spec.theme : chosen);
  if (chosen === 'auto') {
    const dark = matchMedia('(prefers-color-scheme: dark)').matches;
    if (theme.isDark !== dark) theme = getTheme(dark ? null : FIRST_LIGHT_THEME);
  }
  return seriesColors(theme.colors, count, spec.options.seriesColors).map((color, i) => palette.series[i] ?? color);
}
