import type { ChartSpec } from '@shared/spec/chart-spec';
import { captionOf, citedCaptions } from '@shared/spec/saved-chart-spec';
import { kindOf } from '../kinds/registry';
import { dataSourceOf, storedSourceOf } from './wizard-source';
import type { WizardState } from './wizard-state';

/**
 * The chart the wizard shows and saves, or null before there is data. Its caption is what saved
 * charts show: every source an AI answer cites (linked), else the ticker, the file name, or the
 * address's file name (linked).
 */
export function previewSpec(state: WizardState): ChartSpec | null {
  if (!state.chartData) return null;
  const source = dataSourceOf(state);
  const caption = captionOf({ dataSource: source, sourceValue: state.sourceLabel, source: storedSourceOf(state) });
  const cited = source === 'query' ? citedCaptions(state) : [];
  // A kind may draw less than the data as edited: a map, the rows that name regions.
  const drawn = kindOf(state.chartType, state.optionsForm.horizontal).preview?.(state.chartData, state.chartOptions);
  return {
    chartType: state.chartType,
    theme: state.themeId,
    data: drawn?.data ?? state.chartData,
    options: drawn?.options ?? state.chartOptions,
    ...(caption ? { source: caption } : {}),
    ...(cited.length > 0 ? { sources: cited } : {}),
  };
}
