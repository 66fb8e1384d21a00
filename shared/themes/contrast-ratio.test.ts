import { describe, expect, it } from 'vitest';
import { contrastRatio, NON_TEXT_CONTRAST, relativeLuminance } from './contrast-ratio';
import { THEMES } from './themes';

describe('contrastRatio', () => {
  it('runs from 1 for a colour on itself to 21 for black on white, either way round', () => {
    expect(contrastRatio('#123456', '#123456')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#FFFFFF', '#000000')).toBe(21);
  });

  it('matches the figures WCAG tools give', () => {
    // #777777 on white is the classic "just below 4.5:1" grey; #ca8a04 on white is below 3:1.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ca8a04', '#ffffff')).toBeCloseTo(2.94, 2);
    expect(contrastRatio('#22d3ee', '#0b1020')).toBeCloseTo(10.48, 2);
  });

  it('reads only #rrggbb', () => {
    expect(contrastRatio('#fff', '#000000')).toBeNull();
    expect(contrastRatio('red', '#000000')).toBeNull();
    expect(contrastRatio('', '#000000')).toBeNull();
    expect(relativeLuminance('#zzzzzz')).toBeNull();
  });

  it('finds every dark theme colour well clear of 3:1 on its background', () => {
    for (const theme of THEMES.filter((t) => t.isDark))
      for (const color of theme.colors) expect(contrastRatio(color, theme.background)!).toBeGreaterThan(NON_TEXT_CONTRAST);
  });
});
