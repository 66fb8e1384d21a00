/**
 * The chart type when the server suggests none (docs/product.md, The automatic chart type), in
 * this order: pie when the request talks of pies, shares or distributions, or there are at most
 * 8 labels and one series; bar for revenue and stock together, or several series; line when the
 * first label is a date; else bar.
 */
import type { ChartType } from './chart-spec';
import { normalizeDateLabels } from './date-labels';
import { parseDateLabel } from './labels';

export interface AutoChartTypeInput {
  query: string;
  labels: readonly string[];
  datasetCount: number;
  /** What the server (the AI) chose; it wins when present. */
  suggested?: ChartType | null;
}

export function autoChartType({ query, labels, datasetCount, suggested }: AutoChartTypeInput): ChartType {
  if (suggested) return suggested;
  const text = query.toLowerCase();
  if (/\b(pie|share|distribution)\b/.test(text) || (labels.length <= 8 && datasetCount === 1)) return 'pie';
  if ((/\brevenue\b/.test(text) && /\bstocks?\b/.test(text)) || datasetCount > 1) return 'bar';
  if (labels.length > 0 && looksLikeDate(labels[0]!)) return 'line';
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
