/**
 * The chart spec: the single description of a chart that the builder edits, the API stores and
 * validates, and the widget draws. Fields and defaults: docs/embed-contract.md, The chart spec.
 */

export const CHART_TYPES = ['line', 'area', 'bar', 'pie', 'candlestick'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export const LEGEND_POSITIONS = ['top', 'right', 'bottom', 'left', 'none'] as const;
export type LegendPosition = (typeof LEGEND_POSITIONS)[number];

export const DATA_SOURCES = ['ticker', 'csv', 'query', 'url'] as const;
export type DataSource = (typeof DATA_SOURCES)[number];

/** Sources a chart can fetch again by itself: a ticker's prices daily, a CSV file's address hourly. */
/** Sources a chart can follow; an AI chart ('query') only with the plan it was fetched by. */
export const LIVE_SOURCES: readonly DataSource[] = ['ticker', 'url', 'query'];

export interface ChartOptions {
  title: string;
  xAxis: string;
  yAxis: string;
  legendPosition: LegendPosition;
  animation: boolean;
  tooltips: boolean;
  responsive: boolean;
}

export const DEFAULT_CHART_OPTIONS: Readonly<ChartOptions> = Object.freeze({
  title: '',
  xAxis: 'Date',
  yAxis: 'Value',
  legendPosition: 'right',
  animation: true,
  tooltips: true,
  responsive: true,
});

/** One candle of a candlestick series. */
export interface OhlcPoint {
  o: number;
  h: number;
  l: number;
  c: number;
}

export interface Dataset {
  label: string;
  /** null is a gap; candlestick series carry OHLC points. */
  data: Array<number | null> | Array<OhlcPoint | null>;
  type?: 'line' | 'bar';
  stacked?: boolean;
  yAxisID?: 'y' | 'y1';
}

export interface ChartData {
  labels: string[];
  datasets: Dataset[];
}

export interface ChartSource {
  /** What the caption shows: a ticker, a file name, or the title of an AI-found source. */
  label: string;
  url?: string;
}

export interface ChartSpec {
  chartType: ChartType;
  theme: string;
  data: ChartData;
  options: ChartOptions;
  /** The caption's source; an AI chart's first source, kept for readers that know only this field. */
  source?: ChartSource;
  /** Every source the data came from (an AI chart cites one per provider); the caption lists them all. */
  sources?: ChartSource[];
  /** Live charts only: when the data last changed (ISO), shown as "Updated {date}" in the caption. */
  updatedAt?: string;
}

export const DEFAULT_THEME_ID = 'neon-midnight';
export const DEFAULT_DATASET_LABEL = 'Data';

/** Fills in the spec's defaults for any option left out. */
export function withDefaultOptions(options: Partial<ChartOptions> | undefined): ChartOptions {
  return { ...DEFAULT_CHART_OPTIONS, ...options };
}
