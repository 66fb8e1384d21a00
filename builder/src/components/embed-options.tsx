import { useId } from 'react';
import type { EmbedFlags } from '@shared/embed/embed-snippet';

/**
 * Languages a creator can pin the embed's numbers and dates to. Left blank, each reader sees the
 * page's language (its `lang`), else their browser's, which suits most blogs.
 */
const LANGUAGES: Array<[tag: string, name: string]> = [
  ['', 'Reader’s language (automatic)'],
  ['en-US', 'English (United States)'],
  ['en-GB', 'English (United Kingdom)'],
  ['de-DE', 'Deutsch (Deutschland)'],
  ['fr-FR', 'Français (France)'],
  ['es-ES', 'Español (España)'],
  ['it-IT', 'Italiano (Italia)'],
  ['nl-NL', 'Nederlands (Nederland)'],
  ['pt-BR', 'Português (Brasil)'],
  ['pl-PL', 'Polski (Polska)'],
  ['sv-SE', 'Svenska (Sverige)'],
  ['ja-JP', '日本語 (日本)'],
  ['hi-IN', 'हिन्दी (भारत)'],
];

const SWITCHES: Array<[flag: 'plain' | 'transparent' | 'static' | 'autoTheme', label: string, hint: string]> = [
  ['plain', 'Plain', 'only the chart: no title, source, download or table buttons'],
  ['transparent', 'Transparent background', 'your page shows through'],
  ['static', 'Static', 'no tooltip, keyboard cursor or animation'],
  ['autoTheme', 'Follow the reader’s light or dark mode', 'the chart’s theme, or its pair of the other darkness'],
];

/** The render flags beside an embed code (docs/product.md): each change rewrites the snippet. */
export function EmbedOptions({ flags, onChange }: { flags: EmbedFlags; onChange(flags: EmbedFlags): void }) {
  const hintId = useId();
  return (
    <fieldset className="embed-options">
      <legend>Embed options</legend>
      {SWITCHES.map(([flag, label, hint]) => (
        <label key={flag} className="checkbox">
          <input type="checkbox" checked={flags[flag] === true} onChange={(event) => onChange({ ...flags, [flag]: event.target.checked })} />
          <span>
            {label} <span className="muted hint">({hint})</span>
          </span>
        </label>
      ))}
      <label className="field">
        Numbers and dates in
        <select value={flags.lang ?? ''} aria-describedby={hintId} onChange={(event) => onChange({ ...flags, lang: event.target.value || undefined })}>
          {LANGUAGES.map(([tag, name]) => (
            <option key={tag} value={tag} lang={tag || undefined}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <p id={hintId} className="muted hint">
        Readers can always download the data (CSV) and the image (PNG), unless the chart is plain.
      </p>
    </fieldset>
  );
}
