import { useId } from 'react';
import type { EmbedKind } from '@shared/embed/embed-snippet';

const KINDS: Array<[kind: EmbedKind, label: string]> = [
  ['script', 'Script tag'],
  ['iframe', 'Iframe'],
];

/** Which embed code to show: the script tag (the default) or the iframe, and when to use which. */
export function EmbedKindChoice({ kind, onChange }: { kind: EmbedKind; onChange(kind: EmbedKind): void }) {
  const name = useId();
  const hintId = useId();
  return (
    <fieldset className="embed-kind" aria-describedby={hintId}>
      <legend>Embed with</legend>
      <div className="segmented">
        {KINDS.map(([value, label]) => (
          <label key={value}>
            <input type="radio" name={name} value={value} checked={kind === value} onChange={() => onChange(value)} />
            <span>{label}</span>
          </label>
        ))}
      </div>
      <p id={hintId} className="muted hint">
        Use the script tag where your page allows scripts; the iframe on WordPress (as an author), Notion, Discourse or any editor that removes scripts.
      </p>
    </fieldset>
  );
}
