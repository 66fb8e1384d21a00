import { useEffect, useState } from 'react';

export type ThemePreference = 'dark' | 'light';
const KEY = 'theme';

/** Light or dark, dark by default, kept in local storage (docs/product.md, Layout). */
export function useThemePreference(): [ThemePreference, (theme: ThemePreference) => void] {
  const [theme, setTheme] = useState<ThemePreference>(() => (localStorage.getItem(KEY) === 'light' ? 'light' : 'dark'));
  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
    localStorage.setItem(KEY, theme);
  }, [theme]);
  return [theme, setTheme];
}
