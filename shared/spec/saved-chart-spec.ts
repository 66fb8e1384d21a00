/**
 * One way from a saved chart (a database row on the server, a record in the builder) to the spec
 * the widget draws, so every surface shows the same chart with the same caption.
 */
import type { CitedSource } from '../api/ai-plan';
import { fileNameOf } from '../reading/file-name-of';
import { isPastedData } from './pasted-data';
import type { ChartData, ChartOptions, ChartSource, ChartSpec, ChartType, DataSource } from './chart-spec';

export interface SavedChart {
  chartType: string;
  theme: string;
  dataSource: string;
  sourceValue: string | null;
  source?: ChartSource | null;
  /** An AI chart's citations: one per provider and series set it was fetched from. */
  sources?: readonly CitedSource[] | null;
  data: ChartData;
  options: ChartOptions;
  /** Live charts say when their data last changed (a record's ISO text, a row's Date). */
  live?: boolean;
  dataUpdatedAt?: string | Date;
}

/**
 * The caption's source: the one stored with the chart (an AI's source, with its link), else the
 * ticker or file name. A question asked of the AI is never shown as a source, nor is pasted data.
 */
export function captionOf(chart: Pick<SavedChart, 'dataSource' | 'sourceValue' | 'source'>): ChartSource | undefined {
  if (chart.source?.label) return chart.source;
  if (!chart.sourceValue || (chart.dataSource as DataSource) === 'query' || isPastedData(chart.dataSource, chart.sourceValue)) return undefined;
  // A file's address is a caption, but a long one: its file name says where the data is from.
  if (chart.dataSource === 'url') return { label: fileNameOf(chart.sourceValue), url: chart.sourceValue };
  return { label: chart.sourceValue };
}

/** Every source an AI chart cites, as captions; empty for other charts. */
export function citedCaptions(chart: Pick<SavedChart, 'sources'>): ChartSource[] {
  return (chart.sources ?? []).map(({ title, url }) => ({ label: title, url }));
}

export function savedChartSpec(chart: SavedChart): ChartSpec {
  const sources = citedCaptions(chart);
  // The first cited source stays in `source`, for readers of the spec that know only that field.
  const source = sources[0] ?? captionOf(chart);
  return {
    chartType: chart.chartType as ChartType,
    theme: chart.theme,
    data: chart.data,
    options: chart.options,
    ...(source ? { source } : {}),
    ...(sources.length > 0 ? { sources } : {}),
    ...(chart.live && chart.dataUpdatedAt ? { updatedAt: new Date(chart.dataUpdatedAt).toISOString() } : {}),
  };
}
