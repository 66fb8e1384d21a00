/**
 * What a screen reader hears of a map: how many regions have data, and the highest and lowest
 * with their values. Names come from the caller (the widget reads them from the geometry it
 * fetched, the server from the region tables), so this costs a line chart nothing.
 */
import type { ChartSpec } from '../../spec/chart-spec';
import { valueFormat } from '../../chart-core/value-format';

export function summarizeMap(spec: ChartSpec, nameOf: (code: string) => string, locale = 'en-US'): string {
  const head = `Map${spec.options.title ? `: ${spec.options.title}` : ''}.`;
  const values = spec.data.datasets[0]?.data ?? [];
  const held = spec.data.labels.flatMap((code, i) => (typeof values[i] === 'number' ? [{ code, value: values[i] as number }] : []));
  const total = spec.data.labels.length;
  if (held.length === 0) return `${head} No region has data.`;
  const write = valueFormat(spec.options.numberFormat, locale);
  const sorted = [...held].sort((a, b) => b.value - a.value);
  const [high, low] = [sorted[0]!, sorted[sorted.length - 1]!];
  const said = (r: { code: string; value: number }) => `${nameOf(r.code)} (${write.value(r.value)})`;
  return `${head} ${held.length} of ${total} regions have data. Highest: ${said(high)}. Lowest: ${said(low)}.`;
}

/** The order keyboard focus moves through a map's regions: by value, highest first, those without data last. */
export function regionOrder(spec: ChartSpec): number[] {
  const values = spec.data.datasets[0]?.data ?? [];
  const valueAt = (i: number) => (typeof values[i] === 'number' ? (values[i] as number) : -Infinity);
  return spec.data.labels.map((_, i) => i).sort((a, b) => valueAt(b) - valueAt(a) || a - b);
}
