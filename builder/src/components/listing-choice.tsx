import { useId } from 'react';

/**
 * Whether a chart is on the public Trending feed (docs/product.md, Listed and unlisted charts):
 * one labelled checkbox and the line that says what it means. Step 3 of the wizard and each card
 * in My Charts show it; the caller saves the change.
 */
export function ListingChoice({ listed, saving, onChange }: { listed: boolean; saving: boolean; onChange(listed: boolean): void }) {
  const hintId = useId();
  return (
    <div className="listing-choice">
      <label className="checkbox">
        <input type="checkbox" checked={listed} disabled={saving} aria-describedby={hintId} onChange={(event) => onChange(event.target.checked)} />
        Show on Trending
      </label>
      <p id={hintId} className="muted hint">
        Listed charts appear on the public Trending feed. Unlisted charts are still visible to anyone with the link or embed.
      </p>
    </div>
  );
}
