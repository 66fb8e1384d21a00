/**
 * The chart type when the server suggests none (docs/product.md, The automatic chart type), in
 * this order: pie when the request talks of pies, shares or distributions and a pie suits the
 * labels; bar for revenue and stock together; line when the first label is a date, whatever the
 * number of series (months of three products read as three lines, not 72 bars); pie when there
 * are at most 8 labels and one series; bar for several series; else bar.
 */
import type { ChartType } from '../spec/chart-spec';
import { looksLikeDate } from '../reading/looks-like-date';
import { pieSuits } from './pie/pie-suits';

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
  if (/\b(pie|share|distribution)\b/.test(text) && pieSuits(labels)) return 'pie';
  if (/\brevenue\b/.test(text) && /\bstocks?\b/.test(text)) return 'bar';
  if (labels.length > 0 && looksLikeDate(labels[0]!)) return 'line';
  if (labels.length <= 8 && datasetCount === 1) return 'pie';
  return 'bar';
}
