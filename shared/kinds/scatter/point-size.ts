/**
 * How big a scatter plot's marks are drawn, in CSS pixels, the same in the widget and the image:
 * plain points smaller as they crowd, so ten thousand still show their shape, and the largest
 * bubble in proportion to the plot.
 */

/** A plain point's radius among `count` points. */
export const dotRadius = (count: number): number => (count > 2000 ? 2 : count > 300 ? 3 : 4);

/** The largest bubble's radius: a twelfth of the plot's shorter side, within 6..40 px. */
export const largestRadius = (width: number, height: number): number => Math.max(6, Math.min(40, Math.min(width, height) / 12));
