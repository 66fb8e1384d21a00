/**
 * The sentence a screen reader hears for a chart (its `aria-label`): type, title, series, the x
 * range and the value range. Pie charts name their first slices with their shares. The words are
 * English; numbers and dates are written for the reader's locale (`en-US` by default).
 */
import type { ChartSpec } from '../spec/chart-spec';
import { valueFormat } from '../chart-core/value-format';
import { formatShare } from '../formats/format-number';
import { readableLabel } from '../chart-core/readable-label';
import { layoutSeries } from '../chart-core/series-layout';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function summarizeChart(spec: ChartSpec, locale = 'en-US'): string {
  const { labels, datasets } = spec.data;
  const type = spec.chartType === 'candlestick' ? 'Candlestick' : spec.chartType[0]!.toUpperCase() + spec.chartType.slice(1);
  const head = `${type} chart${spec.options.title ? `: ${spec.options.title}` : ''}.`;
  if (labels.length === 0 || datasets.length === 0) return `${head} No data.`;

  if (spec.chartType === 'pie') {
    const values = labels.map((_, i) => Math.max(Number(datasets[0]!.data[i]) || 0, 0));
    const total = values.reduce((a, b) => a + b, 0);
    const shares = labels.slice(0, 5).map((label, i) => `${label} ${formatShare(values[i]!, total, locale)}`);
    return `${head} ${plural(labels.length, 'slice')}: ${shares.join(', ')}${labels.length > 5 ? ', and more' : ''}.`;
  }

  const { series } = layoutSeries(spec);
  const write = valueFormat(spec.options.numberFormat, locale);
  const min = Math.min(...series.map((s) => s.min));
  const max = Math.max(...series.map((s) => s.max));
  return [
    head,
    `${datasets.length} series: ${datasets.map((d) => d.label).join(', ')}.`,
    `${plural(labels.length, 'point')} from ${readableLabel(labels[0]!, locale)} to ${readableLabel(labels[labels.length - 1]!, locale)}.`,
    min <= max ? `Values range from ${write.value(min)} to ${write.value(max)}.` : '',
  ]
    .join(' ')
    .trim();
}
