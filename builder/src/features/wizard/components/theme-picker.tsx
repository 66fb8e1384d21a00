import type { Dispatch } from 'react';
import { THEME_INFOS } from '@shared/themes/theme-names';
import { seriesPalette } from '@shared/themes/themes';
import type { WizardAction } from '../logic/wizard-actions';

/** The themes as swatches of their background and series colours. */
export function ThemePicker(props: { themeId: string; dispatch: Dispatch<WizardAction> }) {
  return (
    <fieldset className="theme-picker">
      <legend>Select Theme</legend>
      {THEME_INFOS.map((t) => (
        <label key={t.id} className={`theme-option ${t.previewClass} ${t.id === props.themeId ? 'selected' : ''}`}>
          <input type="radio" name="theme" value={t.id} checked={t.id === props.themeId} onChange={() => props.dispatch({ type: 'theme', themeId: t.id })} />
          <span className="swatches" style={{ background: t.background }}>
            {seriesPalette(t.colors).map((c) => (
              <span key={c} style={{ background: c }} />
            ))}
          </span>
          <span>{t.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
