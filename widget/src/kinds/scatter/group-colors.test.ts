import { expect } from 'chai';
import { THEMES, themeForScheme } from '@shared/themes/themes';
import { FIRST_LIGHT_THEME } from './group-colors';

describe('group colours', () => {
  it('turn to the theme themeForScheme turns to', () => {
    const dark = THEMES.find((t) => t.isDark)!;
    expect(themeForScheme(dark.id, false).id).to.equal(FIRST_LIGHT_THEME);
  });
});
