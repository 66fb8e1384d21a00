/**
 * Theme presets (docs/embed-contract.md, Themes): the default `neon-midnight` plus eight
 * presets, dark first. Each has 3–6 series colours; drawing uses at least four, padding short
 * lists with the fallback palette.
 * Display names live in `theme-names.ts`, so the widget does not ship them.
 */

export interface Theme {
  id: string;
  isDark: boolean;
  background: string;
  /** Series colours, 3 to 6 hex values. */
  colors: string[];
}

/** Green, red, blue, yellow: what pads a theme with fewer than four colours. */
export const FALLBACK_PALETTE = ['#22c55e', '#ef4444', '#3b82f6', '#eab308'];

const preset = (id: string, isDark: boolean, background: string, colors: string[]): Theme => ({ id, isDark, background, colors });

export const THEMES: readonly Theme[] = [
  preset('neon-midnight', true, '#0b1020', ['#22d3ee', '#a78bfa', '#f472b6', '#facc15', '#34d399']),
  preset('dark-blue', true, '#0a1628', ['#38bdf8', '#fb923c', '#a78bfa', '#34d399']),
  preset('dark-purple', true, '#150b24', ['#c084fc', '#fbbf24', '#38bdf8', '#4ade80']),
  preset('dark-green', true, '#07170f', ['#4ade80', '#60a5fa', '#facc15', '#f472b6']),
  preset('dark-rainbow', true, '#0f0f17', ['#f87171', '#fbbf24', '#34d399', '#60a5fa', '#a78bfa', '#f472b6']),
  preset('light-blue', false, '#ffffff', ['#2563eb', '#ea580c', '#0d9488', '#9333ea']),
  preset('light-purple', false, '#ffffff', ['#7c3aed', '#db2777', '#0891b2', '#ca8a04']),
  preset('light-green', false, '#ffffff', ['#16a34a', '#2563eb', '#d97706', '#db2777']),
  preset('light-rainbow', false, '#ffffff', ['#dc2626', '#d97706', '#16a34a', '#2563eb', '#7c3aed', '#db2777']),
];

// Pure, so that the widget, which never reads the ids, leaves the list out of its runtime.
export const THEME_IDS = /* @__PURE__ */ THEMES.map((t) => t.id);

/** Text and grid colours follow the theme's darkness. */
export const foregroundOf = (theme: Theme) => (theme.isDark ? '#e6e9f2' : '#0f172a');
export const gridOf = (theme: Theme) => (theme.isDark ? 'rgba(230,233,242,.1)' : 'rgba(15,23,42,.1)');

/** Candles of a rising and of a falling period, on every theme (the widget's `--chart-up` and `--chart-down`). */
export const CANDLE_UP = '#22c55e';
export const CANDLE_DOWN = '#ef4444';

/** The theme with this id; unknown ids get the default. */
export function getTheme(id: string | null | undefined): Theme {
  return THEMES.find((t) => t.id === id) ?? THEMES[0]!;
}

/** The first theme of the given darkness, for light/dark toggles and `theme="auto"`. */
export function firstThemeOf(isDark: boolean): Theme {
  return THEMES.find((t) => t.isDark === isDark)!;
}

/** The theme to draw when following the reader's colour scheme: keep it if it already matches. */
export function themeForScheme(id: string | null | undefined, prefersDark: boolean): Theme {
  const chosen = getTheme(id);
  return chosen.isDark === prefersDark ? chosen : firstThemeOf(prefersDark);
}

/** At least four colours: the theme's own, then the fallback palette. */
export function seriesPalette(colors: readonly string[]): string[] {
  const palette = [...colors];
  for (const color of FALLBACK_PALETTE) if (palette.length < 4 && !palette.includes(color)) palette.push(color);
  return palette;
}

/** `#rrggbb` at the given opacity, as `#rrggbbaa`; other colour forms are returned unchanged. */
export function withAlpha(color: string, alpha: number): string {
  return /^#[0-9a-f]{6}$/i.test(color)
    ? color +
        Math.round(alpha * 255)
          .toString(16)
          .padStart(2, '0')
    : color;
}

/** Turns a `#rrggbb` colour's hue by `degrees`, keeping its saturation and lightness. */
export function turnHue(hex: string, degrees: number): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  const h = d === 0 ? 0 : max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  const hue = (h * 60 + degrees + 360) % 360;
  // Back from HSL: each channel from the hue's position on the colour wheel.
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/**
 * `count` series colours: the theme's palette, then colours derived from it by turning each one's
 * hue a little further on every round, so that no two series (and no two pie slices, the last and
 * the first included) share a colour however many there are. A creator's `chosen` colours
 * (`options.seriesColors`) win where they are `#rrggbb`; anything else there is ignored, as these
 * colours are written into the widget's CSS.
 */
export function seriesColors(colors: readonly string[], count: number, chosen?: readonly unknown[]): string[] {
  const palette = seriesPalette(colors);
  const all = [...palette];
  for (let i = palette.length; i < count; i++) all.push(turnHue(palette[i % palette.length]!, 47 * Math.floor(i / palette.length)));
  return all.map((c, i) => (/^#[\da-f]{6}$/i.test(chosen?.[i] as string) ? (chosen![i] as string) : c));
}
