/**
 * The sentence a screen reader hears for a chart (its `aria-label`): type, title, series, the x
 * range and the value range. Pie charts name their largest slices with their shares.
 */
import type { ChartSpec } from './chart-spec';
import { formatNumber } from './format-number';
import { layoutSeries } from './series-layout';

const TYPE_NAMES: Record<ChartSpec['chartType'], string> = {
  line: 'Line chart',
  area: 'Area chart',
  bar: 'Bar chart',
  pie: 'Pie chart',
  candlestick: 'Candlestick chart',
};

export function summarizeChart(spec: ChartSpec): string {
  const { labels, datasets } = spec.data;
  const parts = [`${TYPE_NAMES[spec.chartType] ?? 'Chart'}${spec.options.title ? `: ${spec.options.title}` : ''}.`];
  if (labels.length === 0 || datasets.length === 0) return `${parts[0]} No data.`;

  if (spec.chartType === 'pie') {
    const values = labels.map((label, i) => ({ label, value: Number(datasets[0]!.data[i]) || 0 }));
    const total = values.reduce((sum, v) => sum + Math.max(v.value, 0), 0) || 1;
    const top = [...values].sort((a, b) => b.value - a.value).slice(0, 5);
    const shares = top.map((v) => `${v.label} ${Math.round((v.value / total) * 100)}%`).join(', ');
    parts.push(`${labels.length} ${labels.length === 1 ? 'slice' : 'slices'}: ${shares}${labels.length > 5 ? ', and more' : ''}.`);
    return parts.join(' ');
  }

  const names = datasets.map((d) => d.label || 'Data');
  parts.push(`${names.length} series: ${names.join(', ')}.`);
  parts.push(`${labels.length} ${labels.length === 1 ? 'point' : 'points'} from ${labels[0]} to ${labels[labels.length - 1]}.`);

  let min = Infinity;
  let max = -Infinity;
  for (const series of layoutSeries(spec).series) {
    for (const [i, v] of series.values.entries()) {
      const low = series.ohlc?.[i]?.l ?? v;
      const high = series.ohlc?.[i]?.h ?? v;
      if (low !== null && low < min) min = low;
      if (high !== null && high > max) max = high;
    }
  }
  if (min <= max) parts.push(`Values range from ${formatNumber(min)} to ${formatNumber(max)}.`);
  return parts.join(' ');
}
