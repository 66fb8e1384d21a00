/** Whether data suits a pie: the rule the automatic chart type and the builder's type picker share. */
import { looksLikeDate } from '../../reading/looks-like-date';

/**
 * The most dates a pie is offered for. A year of months, or four quarters, can still read as
 * shares of a whole; a longer series over time is a line, and its slices would be too thin to
 * name.
 */
export const PIE_MAX_DATES = 12;

/** Whether a pie suits these labels: not for a series over time of more than `PIE_MAX_DATES` points. */
export const pieSuits = (labels: readonly string[]): boolean => labels.length <= PIE_MAX_DATES || !looksLikeDate(labels[0] ?? '');
