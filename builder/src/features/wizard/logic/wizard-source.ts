/**
 * The source the wizard's state names: the text box holds the whole request, five characters or
 * fewer is a ticker, more is a question for the AI; short text the price service does not know as a
 * ticker is a question too. A chosen CSV file, or a CSV file's address, takes precedence over the text.
 */
import type { ChartSource, DataSource } from '@shared/spec/chart-spec';
import { chosenSource, defaultSource } from './source-fields';
import type { WizardState } from './wizard-state';

export const TICKER_MAX = 5;

export function dataSourceOf(state: Pick<WizardState, 'csvFile' | 'tickerSymbol'> & { csvUrl?: string | null; notTicker?: string | null }): DataSource {
  if (state.csvFile) return 'csv';
  if (state.csvUrl) return 'url';
  const text = state.tickerSymbol.trim();
  return text.length > TICKER_MAX || (state.notTicker != null && state.notTicker === text) ? 'query' : 'ticker';
}

/** What the chart is saved with as its source: the file name, the address, the ticker (upper-cased) or the question. */
export function sourceValueOf(state: Pick<WizardState, 'csvFile' | 'csvUrl' | 'tickerSymbol'>): string | null {
  const source = dataSourceOf(state);
  if (source === 'csv') return state.csvFile;
  if (source === 'url') return state.csvUrl;
  return source === 'ticker' ? state.tickerSymbol.trim().toUpperCase() : state.tickerSymbol.trim();
}

/**
 * The caption kept with the chart: an AI answer's first source (its fields are not offered), else
 * the creator's Source name and link; null leaves the ticker, file or address naming itself.
 */
export function storedSourceOf(
  state: Pick<WizardState, 'csvFile' | 'csvUrl' | 'tickerSymbol' | 'sources' | 'sourceLabel' | 'sourceFields'>,
): ChartSource | null {
  const dataSource = dataSourceOf(state);
  if (dataSource === 'query') {
    const first = state.sources[0];
    return first ? { label: first.title, url: first.url } : null;
  }
  return chosenSource(state.sourceFields, defaultSource(dataSource, state.sourceLabel));
}
