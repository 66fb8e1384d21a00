import { describe, expect, it } from 'vitest';
import { THEME_INFOS } from './theme-names';
import { FALLBACK_PALETTE, firstThemeOf, getTheme, seriesColors, seriesPalette, THEMES, themeForScheme, turnHue, withAlpha } from './themes';

describe('theme presets', () => {
  it('has the default and the eight presets of the spec, dark first', () => {
    expect(THEME_INFOS.map((t) => [t.id, t.name])).toEqual([
      ['neon-midnight', 'Neon Midnight'],
      ['dark-blue', 'Blue Neon'],
      ['dark-purple', 'Purple Glow'],
      ['dark-green', 'Green Pulse'],
      ['dark-rainbow', 'Rainbow Tech'],
      ['light-blue', 'Blue Wave'],
      ['light-purple', 'Purple Flow'],
      ['light-green', 'Green Fresh'],
      ['light-rainbow', 'Rainbow Bright'],
    ]);
    const darkness = THEMES.map((t) => t.isDark);
    expect(darkness.indexOf(false)).toBe(darkness.lastIndexOf(true) + 1);
  });

  it('gives each theme 3 to 6 hex colours', () => {
    for (const theme of THEMES) {
      expect(theme.colors.length).toBeGreaterThanOrEqual(3);
      expect(theme.colors.length).toBeLessThanOrEqual(6);
      for (const color of theme.colors) expect(color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('gives each theme a preview class for the picker', () => {
    expect(THEME_INFOS[1]!.previewClass).toBe('theme-preview-dark-blue');
  });

  it('falls back to the default for an unknown id', () => {
    expect(getTheme('no-such-theme').id).toBe('neon-midnight');
    expect(getTheme(undefined).id).toBe('neon-midnight');
  });

  it('switches to the first theme of the opposite darkness only when needed', () => {
    expect(firstThemeOf(false).id).toBe('light-blue');
    expect(themeForScheme('dark-green', true).id).toBe('dark-green');
    expect(themeForScheme('dark-green', false).id).toBe('light-blue');
    expect(themeForScheme('light-purple', true).id).toBe('neon-midnight');
  });
});

/** A rough perceptual distance between two colours ("redmean"), 0 to about 765. */
function distance(a: string, b: string): number {
  const [r1, g1, b1] = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16)) as [number, number, number];
  const [r2, g2, b2] = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16)) as [number, number, number];
  const r = (r1 + r2) / 2;
  return Math.sqrt((2 + r / 256) * (r1 - r2) ** 2 + 4 * (g1 - g2) ** 2 + (2 + (255 - r) / 256) * (b1 - b2) ** 2);
}

describe('theme colours', () => {
  it('keeps the first four series of every theme apart from each other and from the background', () => {
    for (const theme of THEMES) {
      const colors = seriesPalette(theme.colors).slice(0, 4);
      colors.forEach((a, i) => {
        expect.soft(distance(a, theme.background), `${theme.id} ${a} on its background`).toBeGreaterThan(200);
        for (const b of colors.slice(i + 1)) expect.soft(distance(a, b), `${theme.id}: ${a} and ${b}`).toBeGreaterThan(150);
      });
    }
  });
});

describe('seriesPalette', () => {
  it('pads a short theme to four colours from green, red, blue, yellow', () => {
    expect(seriesPalette(['#111111', '#222222', '#333333'])).toEqual(['#111111', '#222222', '#333333', FALLBACK_PALETTE[0]]);
    expect(seriesPalette([])).toEqual(FALLBACK_PALETTE);
  });

  it('keeps a long theme as it is', () => {
    const six = getTheme('dark-rainbow').colors;
    expect(seriesPalette(six)).toEqual(six);
  });
});

describe('withAlpha', () => {
  it('adds an alpha channel to a hex colour', () => {
    expect(withAlpha('#22d3ee', 0.35)).toBe('#22d3ee59');
    expect(withAlpha('#22d3ee', 0.02)).toBe('#22d3ee05');
    expect(withAlpha('tomato', 0.5)).toBe('tomato');
  });
});

describe('seriesColors', () => {
  it('keeps the palette, then derives new colours instead of repeating', () => {
    const colors = seriesColors(getTheme('neon-midnight').colors, 12);
    expect(colors.slice(0, 5)).toEqual(getTheme('neon-midnight').colors);
    expect(new Set(colors).size).toBe(12);
    for (const c of colors) expect(c).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('turns hues and leaves greys and the colour itself alone at 0°', () => {
    expect(turnHue('#ff0000', 120)).toBe('#00ff00');
    expect(turnHue('#808080', 90)).toBe('#808080');
    expect(turnHue('#22d3ee', 0)).toBe('#22d3ee');
  });
});
