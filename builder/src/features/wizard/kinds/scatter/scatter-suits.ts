/**
 * When the wizard offers a scatter plot, and when it offers one first. It needs two numeric
 * columns (x and y); it suits particularly a table whose rows are things, not dates, each with two
 * or three measures: countries by income and life expectancy, with their population as the size.
 * A series over time is a line however many columns it has, so dates are never offered as points.
 */
import { looksLikeDate } from '@shared/reading/looks-like-date';

export const SCATTER_NOT_OFFERED = 'Needs two numeric columns: x and y';

/** The fewest points worth plotting against each other. */
const FEWEST_POINTS = 3;

/** Why the data cannot be a scatter plot, or null. */
export const scatterNotOffered = (numericColumns: number): string | null => (numericColumns < 2 ? SCATTER_NOT_OFFERED : null);

/** The note offering a scatter plot for x/y data, or null for data it does not particularly suit. */
export function scatterOffer(labels: readonly string[], numericColumns: number): string | null {
  if (numericColumns < 2 || numericColumns > 3 || labels.length < FEWEST_POINTS) return null;
  if (labels.some((label) => label.trim() !== '' && looksLikeDate(label))) return null;
  return numericColumns === 2
    ? 'A label and two numbers a row: a scatter plot shows how the two go together.'
    : 'A label and three numbers a row: a scatter plot shows how the first two go together, the third as the bubbles’ size.';
}
