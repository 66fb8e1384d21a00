/**
 * Chart data as read back from the database, made to fit the chart spec whatever was stored.
 * Every write is checked (chart-data-check.ts), but rows written before a rule existed, or by
 * hand, must not break the answers that include them: one bad chart once made the public
 * Trending feed answer 400 for everyone. Nothing is invented: a value that does not fit its
 * series becomes a gap (null), never another number.
 */
import type { ChartData, Dataset } from './chart-spec';
import { valueKind, type ValueKind } from './chart-data-check';

const text = (v: unknown, max: number) => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '').slice(0, max);

function series(raw: unknown, i: number, length: number): Dataset {
  const d = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const values = Array.isArray(d.data) ? (d.data as unknown[]) : [];
  // A series is of the kind of its first value that is one; values of the other kind are gaps.
  let kind: ValueKind | null = null;
  const data = Array.from({ length }, (_, j) => {
    const k = valueKind(values[j]);
    if (!k || (kind !== null && k !== kind)) return null;
    kind = k;
    const v = values[j] as number | Record<string, number>;
    return typeof v === 'number' ? v : { o: v.o!, h: v.h!, l: v.l!, c: v.c! };
  });
  return {
    label: text(d.label, 200) || `Series ${i + 1}`,
    data: data as Dataset['data'],
    ...(d.type === 'line' || d.type === 'bar' ? { type: d.type } : {}),
    ...(typeof d.stacked === 'boolean' ? { stacked: d.stacked } : {}),
    ...(d.yAxisID === 'y' || d.yAxisID === 'y1' ? { yAxisID: d.yAxisID } : {}),
  };
}

export function storedChartData(raw: unknown): ChartData {
  const d = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const labels = Array.isArray(d.labels) ? d.labels.map((l) => text(l, 500)) : [];
  const datasets = Array.isArray(d.datasets) ? d.datasets.map((s, i) => series(s, i, labels.length)) : [];
  return { labels, datasets };
}
