import { expect } from 'chai';
import { THEMES, themeForScheme } from '@shared/themes/themes';
import { FIRST_LIGHT_THEME } from './map-paint';

describe('map paint', () => {
  it('turns to the theme themeForScheme turns to', () => {
    const dark = THEMES.find((t) => t.isDark)!;
    expect(themeForScheme(dark.id, false).id).to.equal(FIRST_LIGHT_THEME);
    expect(themeForScheme(FIRST_LIGHT_THEME, true).id).to.equal(THEMES[0]!.id);
    expect(THEMES.every((t) => t.colors.length >= 2)).to.equal(true);
  });
});
