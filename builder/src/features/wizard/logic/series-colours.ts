/**
 * What the Colours section colours and how each colour reads: one colour per series, per slice for
 * a pie (by its labels), none for candles (rising and falling have their own colours). A colour
 * left to the theme is the one the chart draws that series in (shared/themes/themes.ts, seriesColors).
 */
import type { ChartData, ChartType } from '@shared/spec/chart-spec';
import { contrastRatio, NON_TEXT_CONTRAST } from '@shared/themes/contrast-ratio';
import { getTheme, seriesColors, seriesPalette } from '@shared/themes/themes';
import { kindOf } from '../kinds/registry';
import { readColour } from './options-form';

/** The names of what gets a colour: the series, or a pie's slices. */
export function colourTargets(chartType: ChartType, data: ChartData | null): string[] {
  const colours = kindOf(chartType, false).colours;
  if (!data || !colours) return [];
  return colours === 'slices' ? data.labels : data.datasets.map((d) => d.label);
}

/** The theme's palette, as offered to pick from. */
export const themePalette = (themeId: string) => seriesPalette(getTheme(themeId).colors);

/** The colour each target is drawn in: its own when it has a valid one, else the theme's. */
export function drawnColours(themeId: string, count: number, typed: readonly string[]): string[] {
  const theme = seriesColors(getTheme(themeId).colors, count);
  return theme.slice(0, count).map((themeColour, i) => readColour(typed[i] ?? '') || themeColour);
}

/** The contrast of a colour on the theme's background when it is below 3:1 (WCAG 1.4.11), else null. */
export function lowContrast(colour: string, themeId: string): number | null {
  const ratio = contrastRatio(colour, getTheme(themeId).background);
  return ratio !== null && ratio < NON_TEXT_CONTRAST ? ratio : null;
}

/** A ratio as people read it: 2.94 → `2.9:1`, never rounded up to the 3:1 it fails. */
export const ratioText = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
