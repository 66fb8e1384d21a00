/**
 * The chart spec: the single description of a chart that the builder edits, the API stores and
 * validates, and the widget draws. Fields and defaults: docs/embed-contract.md, The chart spec.
 */
import type { MapOptions } from '../kinds/map/map-options';
import type { ScatterOptions } from '../kinds/scatter/scatter-options';
import type { TableOptions } from '../kinds/table/table-options';

export const CHART_TYPES = ['line', 'area', 'bar', 'pie', 'candlestick', 'map', 'scatter', 'table'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export const LEGEND_POSITIONS = ['top', 'right', 'bottom', 'left', 'none'] as const;
export type LegendPosition = (typeof LEGEND_POSITIONS)[number];

export const DATA_SOURCES = ['ticker', 'csv', 'query', 'url'] as const;
export type DataSource = (typeof DATA_SOURCES)[number];

/** Sources a chart can fetch again by itself: a ticker's prices daily, a CSV file's address hourly. */
/** Sources a chart can follow; an AI chart ('query') only with the plan it was fetched by. */
export const LIVE_SOURCES: readonly DataSource[] = ['ticker', 'url', 'query'];

/**
 * How values are written on the value axis, in tooltips and in the data table. Thousands are
 * grouped by the reader's locale. Downloads of the data keep the numbers as they are.
 */
export interface NumberFormat {
  /** Written before each value: `$`, `€`. */
  prefix?: string;
  /** Written after each value: ` kg`, ` °C`, `%` for values that are already percentages. */
  suffix?: string;
  /** Fixed decimals, 0 to 6; left out, a value keeps the decimals it has (ticks those of their step). */
  decimals?: number;
  /** The values are shares: 0.25 reads 25%. */
  percent?: boolean;
  /** Large values shortened: 1.2K, 3.4M, 5B. */
  compact?: boolean;
}

/** A horizontal line across the plot at a value of the left axis. */
export interface ReferenceLine {
  value: number;
  label?: string;
}

/** A shaded band across the plot between two x labels (inclusive), as they are written in the data. */
export interface HighlightRange {
  from: string;
  to: string;
  label?: string;
}

export interface ChartOptions {
  title: string;
  xAxis: string;
  yAxis: string;
  legendPosition: LegendPosition;
  animation: boolean;
  tooltips: boolean;
  responsive: boolean;
  /** A line of text under the title: what the chart shows. */
  description?: string;
  /** A line above the source: notes on the data. */
  notes?: string;
  /** Who made the chart, written above the source as given ("Chart: Jane Doe"). */
  byline?: string;
  numberFormat?: NumberFormat;
  /**
   * The left axis's range: it reaches at least these values and always covers the data, so a
   * range never hides a value the chart holds.
   */
  yMin?: number;
  yMax?: number;
  /** Lines and areas measured from zero too (bars always are). */
  startAtZero?: boolean;
  referenceLines?: ReferenceLine[];
  highlights?: HighlightRange[];
  /** A colour per series (per slice for pie), `#rrggbb`; an empty string keeps the theme's colour. */
  seriesColors?: string[];
  /** Bar charts only: bars run from the left, categories down the side. */
  horizontal?: boolean;
  /** Maps only: the regions shown and how values become colours (kinds/map/map-options.ts). */
  map?: MapOptions;
  /** Scatter plots only: log axes, the trend line, named points, groups (kinds/scatter/scatter-options.ts). */
  scatter?: ScatterOptions;
  /** Tables only: the first sort, search, page size, and each column's format, bars and heat (kinds/table/table-options.ts). */
  table?: TableOptions;
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
