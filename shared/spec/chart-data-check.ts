/**
 * The one check on a chart's data before it is stored, used by every write path (save, update,
 * appended rows, live refresh): every dataset has one value per label; a series holds finite
 * numbers or {o, h, l, c} candles, never both, with null gaps; and the whole stays within
 * CHART_LIMITS, so no stored chart can make the answers that include it slow or huge. What one
 * kind asks beyond that (a pie's slices) is that kind's `checkData` (kinds/registry.ts).
 * Returns the problem as a message for the user, or null when the data is fine.
 */
import { isCandle } from '../kinds/candlestick/candle-value';
import { PIE_MAX_SLICES } from '../kinds/pie/pie-data';
import { kindsOfType } from '../kinds/registry';
import type { ChartData, ChartType } from './chart-spec';

/** docs/api.md, "Limits on a chart": every write is refused with a 400 naming the limit it passes. */
export const CHART_LIMITS = {
  datasets: 100,
  labels: 100_000,
  points: 100_000,
  pieSlices: PIE_MAX_SLICES,
  /** The data as JSON, in UTF-8 bytes. */
  dataBytes: 5 * 1024 * 1024,
} as const;

export type ValueKind = 'number' | 'candle';

/** What a stored value is: a number, a candle, a gap (null) or nothing a chart can hold (undefined). */
export function valueKind(v: unknown): ValueKind | null | undefined {
  if (v === null) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? 'number' : undefined;
  if (typeof v === 'object' && !Array.isArray(v) && isCandle(v)) return 'candle';
  return undefined;
}

const count = (n: number) => n.toLocaleString('en-US');

/** UTF-8 bytes of a string, counted without an encoder (shared/ has neither DOM nor Node). */
export function utf8Bytes(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // A surrogate pair is 2 code units and 4 bytes: each unit adds one to its own.
    if (code >= 0x80) bytes += code < 0x800 || (code >= 0xd800 && code <= 0xdfff) ? 1 : 2;
  }
  return bytes;
}

export function checkChartData(data: ChartData, chartType?: ChartType): string | null {
  const { labels, datasets } = data;
  // Counts first: a body of 180,000 empty datasets is refused before any of them is walked.
  if (datasets.length === 0) return 'data.datasets must have at least one dataset';
  if (datasets.length > CHART_LIMITS.datasets) return `A chart may have at most ${CHART_LIMITS.datasets} datasets; this one has ${count(datasets.length)}`;
  if (labels.length > CHART_LIMITS.labels) return `A chart may have at most ${count(CHART_LIMITS.labels)} labels; this one has ${count(labels.length)}`;
  // What a kind asks beyond this (a pie's number of slices), before any dataset is walked.
  for (const kind of chartType ? kindsOfType(chartType) : []) {
    const problem = kind.checkData?.(data);
    if (problem) return problem;
  }
  const points = datasets.length * labels.length;
  for (const [i, dataset] of datasets.entries()) {
    if (dataset.data.length !== labels.length) return `data.datasets[${i}] has ${count(dataset.data.length)} values for ${count(labels.length)} labels`;
  }
  if (points > CHART_LIMITS.points) return `A chart may have at most ${count(CHART_LIMITS.points)} points; this one has ${count(points)}`;
  for (const [i, dataset] of datasets.entries()) {
    let kind: ValueKind | null = null;
    for (const value of dataset.data as unknown[]) {
      const k = valueKind(value);
      if (k === undefined) return `data.datasets[${i}] must hold numbers, nulls or {o, h, l, c} candles`;
      if (k === null) continue;
      if (kind !== null && k !== kind) return `data.datasets[${i}] mixes numbers and candles: a series holds numbers or {o, h, l, c} candles, never both`;
      kind = k;
    }
  }
  const bytes = utf8Bytes(JSON.stringify(data));
  if (bytes > CHART_LIMITS.dataBytes) {
    return `A chart’s data may be at most ${CHART_LIMITS.dataBytes / 1024 / 1024} MB of JSON; this one is ${(bytes / 1024 / 1024).toFixed(1)} MB`;
  }
  return null;
}
