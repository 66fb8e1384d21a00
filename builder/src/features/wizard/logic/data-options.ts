import { DEFAULT_CHART_OPTIONS, type ChartData, type ChartOptions, type ChartType, type DataSource } from '@shared/spec/chart-spec';
import type { QueryAnswer } from '@shared/api/data-answers';
import { kindOf } from '../kinds/registry';
import { dataTitle } from './data-title';

/** The options a chart's data can suggest, so that a new chart looks edited before anyone edits it. */
export type DataOptions = Pick<ChartOptions, 'title' | 'xAxis' | 'yAxis' | 'legendPosition'>;

export interface DataFacts {
  source: DataSource;
  chartType: ChartType;
  data: ChartData;
  /** A CSV's column names, or an AI answer's x and y titles (the y title with its unit). */
  columns?: readonly string[];
  plan?: QueryAnswer['plan'] | null;
  file?: string | null;
  url?: string | null;
  ticker?: string;
}

/**
 * What the data says of its chart: a title (logic/data-title.ts); axis titles from the columns,
 * the y title only when one column or the AI's unit names it (else none, rather than "Value");
 * and no legend for a single series, whose name the title already gives, while several series and
 * a pie's slices need theirs.
 */
const keyed = (chartType: ChartType) => {
  const kind = kindOf(chartType, false);
  return kind.colours === 'slices' || kind.colourKey === true;
};

export function suggestOptions(facts: DataFacts): DataOptions {
  const [xAxis, ...rest] = facts.columns ?? [];
  const ticker = facts.source === 'ticker';
  return {
    title: dataTitle(facts.source, { planName: facts.plan?.name, file: facts.file, url: facts.url, ticker: facts.ticker }) ?? '',
    xAxis: xAxis || (ticker ? 'Date' : DEFAULT_CHART_OPTIONS.xAxis),
    yAxis: ticker ? 'Price' : rest.length === 1 ? rest[0]! : '',
    // A kind coloured by slice names its slices in the legend, and a map keys its colours there, even with one series.
    legendPosition: keyed(facts.chartType) || facts.data.datasets.length > 1 ? DEFAULT_CHART_OPTIONS.legendPosition : 'none',
  };
}

/**
 * Each option follows the data while it still holds what the data (or the defaults, before any)
 * suggested; one the creator has changed stays theirs.
 */
export function followData(options: ChartOptions, previous: DataOptions | null, next: DataOptions): ChartOptions {
  const followed = { ...options };
  for (const key of Object.keys(next) as Array<keyof DataOptions>) {
    const suggestedBefore = previous ? previous[key] : key === 'title' ? '' : DEFAULT_CHART_OPTIONS[key];
    if (options[key] === suggestedBefore) (followed as Record<keyof DataOptions, string>)[key] = next[key];
  }
  return followed;
}
