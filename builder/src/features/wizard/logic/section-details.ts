/**
 * What the summary of each closed options section says is set, so a creator sees the chart's
 * settings without opening every section, and how many of a section's fields need fixing.
 */
import type { ChartData, ChartOptions, ChartType } from '@shared/spec/chart-spec';
import { kindOf } from '../kinds/registry';
import { formatWith } from './number-example';
import type { OptionProblems } from './options-form';
import { isStacked } from './stacking';

/** How many problems are of the named fields; a name ending in `.` counts every field of that list. */
export const problemsOf = (problems: OptionProblems, ...fields: string[]) =>
  Object.keys(problems).filter((key) => fields.some((field) => (field.endsWith('.') ? key.startsWith(field) : key === field))).length;

export function axisDetail(options: Pick<ChartOptions, 'yMin' | 'yMax' | 'startAtZero'>): string | null {
  if (options.yMin === undefined && options.yMax === undefined) return options.startAtZero ? 'From zero' : null;
  return `${options.yMin === undefined ? 'Auto' : formatWith(options.yMin)} to ${options.yMax === undefined ? 'auto' : formatWith(options.yMax)}`;
}

const count = (n: number, one: string, many: string) => (n === 0 ? '' : `${n} ${n === 1 ? one : many}`);

export function annotationDetail(options: Pick<ChartOptions, 'referenceLines' | 'highlights'>): string | null {
  const parts = [count(options.referenceLines?.length ?? 0, 'line', 'lines'), count(options.highlights?.length ?? 0, 'range', 'ranges')].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

export function layoutDetail(
  chartType: ChartType,
  options: Pick<ChartOptions, 'horizontal' | 'map' | 'scatter' | 'table'> & Partial<Pick<ChartOptions, 'xAxis'>>,
  data: ChartData | null,
): string | null {
  const kind = kindOf(chartType, options.horizontal === true);
  const parts = [kind.layoutDetail ?? '', kind.layoutSummary?.(options, data) ?? '', kind.stacks && isStacked(data) ? 'Stacked' : ''];
  return parts.filter(Boolean).join(', ') || null;
}
