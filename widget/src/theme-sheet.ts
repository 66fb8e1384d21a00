import { foregroundOf, gridOf, seriesColors, type Theme } from '@shared/themes/themes';
import type { Palette } from './plot/plot';

/**
 * The theme as CSS custom properties on `:host`, in a constructable stylesheet (allowed under a
 * strict Content-Security-Policy, unlike a <style> element). Rules of the host page that target the
 * element win over `:host` rules, so a page can override any token. There is one series colour per
 * series (or pie slice), derived past the theme's palette, and a swatch class for each: for a
 * candlestick chart, half up and half down colour.
 */
export function themeCss(theme: Theme, count: number, candles?: boolean): string {
  const colors = seriesColors(theme.colors, count);
  const series = colors.map((c, i) => `--chart-series-${i + 1}:${c}`);
  // Candles are painted in the up and down colours, never the series colour: so is their swatch.
  const swatches = colors.map(
    (_, i) => `.s${i}{background:${candles ? 'linear-gradient(90deg,var(--chart-up) 50%,var(--chart-down) 50%)' : `var(--chart-series-${i + 1})`}}`,
  );
  return `:host{--chart-bg:${theme.background};--chart-fg:${foregroundOf(theme)};--chart-grid:${gridOf(theme)};--chart-font:system-ui,sans-serif;--chart-up:#22c55e;--chart-down:#ef4444;${series.join(';')}}${swatches.join('')}`;
}

/** Reads the tokens back as the canvas needs them, host-page overrides included. */
export function readPalette(host: HTMLElement, count: number): Palette {
  const style = getComputedStyle(host);
  const token = (name: string) => style.getPropertyValue(`--chart-${name}`).trim();
  const series: string[] = [];
  for (let i = 1; i <= Math.max(count, 1); i++) series.push(token(`series-${i}`) || token('series-1'));
  return { series, fg: token('fg'), grid: token('grid'), bg: token('bg'), font: token('font'), up: token('up'), down: token('down') };
}
