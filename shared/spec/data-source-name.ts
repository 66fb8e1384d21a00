/** Where a chart's data came from, as its creator reads it on a badge. */
import type { DataSource } from './chart-spec';

const NAMES: Readonly<Record<DataSource, string>> = {
  ticker: 'Stock prices',
  csv: 'CSV file',
  query: 'AI answer',
  url: 'CSV link',
};

export const dataSourceName = (source: string): string => NAMES[source as DataSource] ?? source;
