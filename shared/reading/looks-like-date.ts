/**
 * Whether a label reads as a date: ISO, a year, or a date in a common written form. (Date.parse
 * would not do: engines read almost any text with a number in it, such as "Item 2", as some date.)
 */
import { parseDateLabel } from '../chart-core/labels';
import { normalizeDateLabels } from './date-labels';

export function looksLikeDate(label: string): boolean {
  const text = label.trim();
  return Number.isFinite(parseDateLabel(text)) || /^(1\d|2\d)\d\d$/.test(text) || normalizeDateLabels([text])[0] !== text;
}
