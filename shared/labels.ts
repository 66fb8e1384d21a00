/**
 * What the x labels are: dates (drawn on a time axis), numbers (a numeric axis) or categories
 * (evenly spaced, one slot each). Bars always use category slots.
 */

export type LabelKind = 'date' | 'number' | 'category';

const ISO_DATE = /^\d{4}-\d{2}(-\d{2})?([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Seconds since the epoch for an ISO date or date-time (UTC when no zone is given), else NaN. */
export function parseDateLabel(label: string): number {
  if (!ISO_DATE.test(label)) return NaN;
  const hasTime = /[T ]\d/.test(label);
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/.test(label);
  const text = label.length === 7 ? `${label}-01` : label.replace(' ', 'T');
  const ms = Date.parse(hasTime && !hasZone ? `${text}Z` : text);
  return Number.isFinite(ms) ? ms / 1000 : NaN;
}

export function labelKind(labels: readonly string[]): LabelKind {
  if (labels.length === 0) return 'category';
  if (labels.every((l) => Number.isFinite(parseDateLabel(l)))) return 'date';
  if (labels.every((l) => l.trim() !== '' && Number.isFinite(Number(l)))) return 'number';
  return 'category';
}

/** The x value of each label for the given kind (indices for categories). */
export function xValues(labels: readonly string[], kind: LabelKind): number[] {
  if (kind === 'date') return labels.map(parseDateLabel);
  if (kind === 'number') return labels.map(Number);
  return labels.map((_, i) => i);
}
