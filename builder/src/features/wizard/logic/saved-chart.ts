/**
 * A saved chart in the wizard: opened to be edited (Next then sends only what changed), and the
 * version last saved, to tell what has changed since.
 */
import type { CitedSource } from '@shared/api/ai-plan';
import { DEFAULT_CHART_OPTIONS, type ChartSource } from '@shared/spec/chart-spec';
import { withGroupColumn } from '../kinds/scatter/scatter-groups';
import { tableFromChartData } from './data-table';
import { formFromOptions } from './options-form';
import { EMPTY_SOURCE_FIELDS, fieldsOf } from './source-fields';
import { dataSourceOf, sourceValueOf, storedSourceOf, TICKER_MAX } from './wizard-source';
import { initialWizardState, type LoadableChart, type SavedVersion, type WizardState } from './wizard-state';

export const versionOf = (state: WizardState, id: number, name: string | null): SavedVersion => ({
  id,
  name,
  chartType: state.chartType,
  themeId: state.themeId,
  chartOptions: state.chartOptions,
  chartData: state.chartData,
  dataSource: dataSourceOf(state),
  sourceValue: sourceValueOf(state),
  source: storedSourceOf(state),
});

/** AI charts saved before citations were kept had one source and no retrieval time. */
function legacySources(source: ChartSource | null): CitedSource[] {
  return source?.url ? [{ title: source.label, url: source.url, retrievedAt: '' }] : [];
}

/** A saved chart opened to be edited: at step 2, with what it was saved with, to tell what changes. */
export function loadChart(chart: LoadableChart): WizardState {
  const typed = chart.dataSource === 'ticker' || chart.dataSource === 'query';
  const asked = chart.dataSource === 'query' ? (chart.sourceValue?.trim() ?? '') : '';
  const state: WizardState = {
    ...initialWizardState(typed ? (chart.sourceValue ?? '') : ''),
    // A short question stays one when the chart is edited.
    notTicker: asked !== '' && asked.length <= TICKER_MAX ? asked : null,
    step: 2,
    csvFile: chart.dataSource === 'csv' ? chart.sourceValue || 'data.csv' : null,
    csvUrl: chart.dataSource === 'url' ? chart.sourceValue : null,
    chartType: chart.chartType,
    // The saved type stays when the data is fetched again; new data from elsewhere picks its own.
    chartTypeChosen: true,
    themeId: chart.theme,
    chartOptions: { ...DEFAULT_CHART_OPTIONS, ...chart.options },
    optionsForm: formFromOptions(chart.options),
    chartData: chart.data,
    // A scatter's groups are a column of text, to be edited with the rows they group.
    table: withGroupColumn(
      tableFromChartData(chart.data, chart.dataSource === 'query' && chart.plan ? 'names' : 'open', chart.options.xAxis || undefined),
      chart.options.scatter?.groups,
    ),
    sourceLabel: chart.dataSource === 'query' ? null : chart.sourceValue,
    sourceFields: chart.dataSource === 'query' ? { ...EMPTY_SOURCE_FIELDS } : fieldsOf(chart.source),
    sources: chart.sources ?? legacySources(chart.source),
    plan: chart.plan ?? null,
    choices: chart.readingChoices ?? {},
    slug: chart.slug,
    listed: chart.listed ?? false,
  };
  return { ...state, saved: versionOf(state, chart.id, chart.name) };
}
