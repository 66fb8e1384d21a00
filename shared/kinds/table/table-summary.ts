/**
 * What a screen reader hears of a table before it reads the table itself: its size, its columns,
 * and the order of its rows. The `<table>` with its headers says the rest.
 */
import { numberFormat } from '../../formats/intl-formats';
import type { ChartSpec } from '../../spec/chart-spec';

export function summarizeTable(spec: ChartSpec, locale = 'en-US'): string {
  const rows = spec.data.labels.length;
  const columns = spec.data.datasets.map((d) => d.label);
  const head = `Table${spec.options.title ? `: ${spec.options.title}` : ''}.`;
  const plural = (n: number, one: string) => `${numberFormat(locale, { maximumFractionDigits: 0 }).format(n)} ${one}${n === 1 ? '' : 's'}`;
  const sort = spec.options.table?.sort;
  const by = sort ? (sort.column === -1 ? spec.options.xAxis : columns[sort.column]) : undefined;
  const order = by ? ` Sorted by ${by}, ${sort!.descending ? 'descending' : 'ascending'}.` : '';
  return `${head} ${plural(rows, 'row')} of ${spec.options.xAxis} and ${plural(columns.length, 'column')}: ${columns.join(', ')}.${order}`;
}
