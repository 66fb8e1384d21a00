/**
 * What a screen reader hears of a scatter plot: how many points, what is plotted against what, the
 * correlation in numbers and in words, the groups, and the points without both values; and the
 * order keyboard focus moves through the points (by x, then by y, as a reader scans the plot).
 */
import { numberFormat } from '../../formats/intl-formats';
import type { ChartSpec } from '../../spec/chart-spec';
import { scatterPoints } from './scatter-points';
import { correlationWords, fitTrend } from './trend-line';

export function summarizeScatter(spec: ChartSpec, locale = 'en-US'): string {
  const { points, groups, missing, bubbles } = scatterPoints(spec);
  const [x, y, size] = spec.data.datasets.map((d) => d.label);
  const scatter = spec.options.scatter;
  const head = `${bubbles ? 'Bubble chart' : 'Scatter plot'}${spec.options.title ? `: ${spec.options.title}` : ''}.`;
  const plural = (n: number, one: string) => `${numberFormat(locale, { maximumFractionDigits: 0 }).format(n)} ${one}${n === 1 ? '' : 's'}`;
  const parts = [head, `${plural(points.length, 'point')}: ${y} against ${x}${bubbles ? `, sized by ${size}` : ''}.`];
  const fit = fitTrend(points, scatter?.logX, scatter?.logY);
  if (fit && Number.isFinite(fit.r)) parts.push(`Correlation r = ${fit.r.toFixed(2).replace('-', '−')}: ${correlationWords(fit.r)}.`);
  if (groups.length) parts.push(`${plural(groups.length, 'group')}: ${groups.join(', ')}.`);
  if (missing) parts.push(`${plural(missing, 'point')} without both values ${missing === 1 ? 'is' : 'are'} not drawn.`);
  return parts.join(' ');
}

/** Indexes into the labels of the drawn points, in the order keyboard focus visits them. */
export function pointOrder(spec: Pick<ChartSpec, 'data' | 'options'>): number[] {
  return scatterPoints(spec)
    .points.sort((a, b) => a.x - b.x || a.y - b.y || a.index - b.index)
    .map((p) => p.index);
}
