/** What the builder shows for each theme (docs/embed-contract.md, Themes); the widget does not need these. */
import { getTheme, THEMES, type Theme } from './themes';

export const THEME_NAMES: Readonly<Record<string, string>> = {
  'neon-midnight': 'Neon Midnight',
  'dark-blue': 'Blue Neon',
  'dark-purple': 'Purple Glow',
  'dark-green': 'Green Pulse',
  'dark-rainbow': 'Rainbow Tech',
  'light-blue': 'Blue Wave',
  'light-purple': 'Purple Flow',
  'light-green': 'Green Fresh',
  'light-rainbow': 'Rainbow Bright',
};

export interface ThemeInfo extends Theme {
  name: string;
  previewClass: string;
}

export function themeInfo(id: string | null | undefined): ThemeInfo {
  const theme = getTheme(id);
  return { ...theme, name: THEME_NAMES[theme.id]!, previewClass: `theme-preview-${theme.id}` };
}

export const THEME_INFOS: readonly ThemeInfo[] = THEMES.map((t) => themeInfo(t.id));
