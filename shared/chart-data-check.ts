/**
 * The checks on chart data that a schema of each field cannot express: every dataset has one value
 * per label, values are finite numbers, null gaps or candles, and the whole stays within bounds.
 * Returns the problem as a message for the user, or null when the data is fine.
 */
import type { ChartData } from './chart-spec';

export const CHART_LIMITS = { points: 100_000, jsonBytes: 5 * 1024 * 1024 };

const isValue = (v: unknown) =>
  v === null ||
  (typeof v === 'number' && Number.isFinite(v)) ||
  (typeof v === 'object' && ['o', 'h', 'l', 'c'].every((k) => Number.isFinite((v as Record<string, unknown>)[k])));

export function checkChartData(data: ChartData): string | null {
  if (data.datasets.length === 0) return 'data.datasets must have at least one dataset';
  let points = 0;
  for (const [i, dataset] of data.datasets.entries()) {
    if (dataset.data.length !== data.labels.length) {
      return `data.datasets[${i}] has ${dataset.data.length} values for ${data.labels.length} labels`;
    }
    points += dataset.data.length;
    if (!(dataset.data as unknown[]).every(isValue)) return `data.datasets[${i}] must hold numbers, nulls or {o, h, l, c} candles`;
  }
  if (points > CHART_LIMITS.points) return `A chart may have at most ${CHART_LIMITS.points.toLocaleString('en-US')} points; this one has ${points.toLocaleString('en-US')}`;
  return null;
}
