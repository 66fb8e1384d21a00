/**
 * New rows of the Annotations section, filled in so that they show at once, and the rule that a
 * highlighted range never ends before it starts (its To lists only labels from its From on).
 */
import type { HighlightFields, ReferenceLineFields } from './options-form';

/** A round value halfway up the data (two significant digits), so a new line shows in the plot. */
export function newReferenceLine(range: { min: number; max: number } | null): ReferenceLineFields {
  if (!range) return { value: '0', label: '' };
  const middle = (range.min + range.max) / 2;
  if (middle === 0) return { value: '0', label: '' };
  const unit = 10 ** (Math.floor(Math.log10(Math.abs(middle))) - 1);
  return { value: String(Number((Math.round(middle / unit) * unit).toPrecision(2))), label: '' };
}

/** The last quarter of the labels (at least the last two): the recent stretch a range most often marks. */
export function newHighlight(labels: readonly string[]): HighlightFields {
  const n = labels.length;
  if (n === 0) return { from: '', to: '', label: '' };
  return { from: labels[Math.max(0, n - Math.max(2, Math.ceil(n / 4)))]!, to: labels[n - 1]!, label: '' };
}

/** The labels a range may end at: its start and those after it. */
export function labelsFrom(labels: readonly string[], from: string): readonly string[] {
  const start = labels.indexOf(from);
  return start < 0 ? labels : labels.slice(start);
}

/** A range with a new start; its end moves along when it would come before it. */
export function withFrom(range: HighlightFields, from: string, labels: readonly string[]): HighlightFields {
  const start = labels.indexOf(from);
  const end = labels.indexOf(range.to);
  return { ...range, from, to: start >= 0 && (end < 0 || end < start) ? from : range.to };
}
