import { getTheme, themeForScheme } from '@shared/themes/themes';
import type { ChartEmbed } from '../chart-embed';
import { themeCss } from '../theme-sheet';
import type { SpecSource } from './spec-source';

/**
 * The chart's colours as a style sheet of the shadow root: the `theme` attribute, else the spec's
 * theme; `auto` follows the reader's colour scheme, and changes with it.
 */
export function themeSheet(host: ChartEmbed, source: SpecSource) {
  const dark = matchMedia('(prefers-color-scheme: dark)');
  const onScheme = () => host.requestUpdate();
  const theme = {
    sheet: new CSSStyleSheet(),
    text: '',
    hostConnected: () => dark.addEventListener('change', onScheme),
    hostDisconnected: () => dark.removeEventListener('change', onScheme),
    hostUpdate() {
      const spec = source.spec;
      const chosen = host.theme || spec?.theme;
      const colours = chosen === 'auto' ? themeForScheme(spec?.theme, dark.matches) : getTheme(chosen);
      const type = spec?.chartType;
      const text = themeCss(colours, (type === 'pie' ? spec?.data.labels.length : spec?.data.datasets.length) ?? 0, type === 'candlestick');
      if (text !== theme.text) theme.sheet.replaceSync((theme.text = text));
    },
  };
  host.addController(theme);
  return theme;
}
