/**
 * The chart type when the server suggests none (docs/product.md, The automatic chart type), in
 * this order: pie when the request talks of pies, shares or distributions and a pie suits the
 * labels; bar for revenue and stock together; line when the first label is a date, whatever the
 * number of series (months of three products read as three lines, not 72 bars); pie when there
 * are at most 8 labels and one series; bar for several series; else bar.
 */
import type { ChartType } from '../spec/chart-spec';
import { normalizeDateLabels } from '../reading/date-labels';
import { parseDateLabel } from '../chart-core/labels';

export interface AutoChartTypeInput {
  query: string;
  labels: readonly string[];
  datasetCount: number;
  /** What the server (the AI) chose; it wins when present. */
  suggested?: ChartType | null;
}

/**
 * The most dates a pie is offered for. A year of months, or four quarters, can still read as
 * shares of a whole; a longer series over time is a line, and its slices would be too thin to
 * name.
 */
export const PIE_MAX_DATES = 12;

/** Whether a pie suits these labels: not for a series over time of more than `PIE_MAX_DATES` points. */
export const pieSuits = (labels: readonly string[]): boolean => labels.length <= PIE_MAX_DATES || !looksLikeDate(labels[0] ?? '');

export function autoChartType({ query, labels, datasetCount, suggested }: AutoChartTypeInput): ChartType {
  if (suggested) return suggested;
  const text = query.toLowerCase();
  if (/\b(pie|share|distribution)\b/.test(text) && pieSuits(labels)) return 'pie';
  if (/\brevenue\b/.test(text) && /\bstocks?\b/.test(text)) return 'bar';
  if (labels.length > 0 && looksLikeDate(labels[0]!)) return 'line';
  if (labels.length <= 8 && datasetCount === 1) return 'pie';
  return 'bar';
}

/**
 * An ISO date, a year, or a date in a common written form. (Date.parse would not do: engines read
 * almost any text with a number in it, such as "Item 2", as some date.)
 */
function looksLikeDate(label: string): boolean {
  const text = label.trim();
  return Number.isFinite(parseDateLabel(text)) || /^(1\d|2\d)\d\d$/.test(text) || normalizeDateLabels([text])[0] !== text;
}
