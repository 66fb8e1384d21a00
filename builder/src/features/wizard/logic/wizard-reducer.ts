/**
 * How each action changes the wizard's state. A saved chart can be loaded to be edited; a new
 * chart's options follow its data until the creator changes them.
 */
import { followData, suggestOptions } from './data-options';
import type { CitedSource } from '@shared/api/ai-plan';
import { autoChartType } from '@shared/auto-chart-type';
import { DEFAULT_CHART_OPTIONS, type ChartSource } from '@shared/chart-spec';
import { dataTableReducer, tableFromChartData, tableFromCsv, tableToChartData } from './data-table';
import { formFromOptions, withFormOptions, type OptionsForm } from './options-form';
import { EMPTY_SOURCE_FIELDS, fieldsOf } from './source-fields';
import { isStacked, withStacking } from './stacking';
import type { WizardAction } from './wizard-actions';
import { dataSourceOf, sourceValueOf, storedSourceOf, TICKER_MAX } from './wizard-source';
import { initialWizardState, type LoadableChart, type SavedVersion, type WizardState } from './wizard-state';

const NO_DATA = { chartData: null, table: null, reading: null, choices: {} } as const;

const versionOf = (state: WizardState, id: number, name: string | null): SavedVersion => ({
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

function loadChart(chart: LoadableChart): WizardState {
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
    table: tableFromChartData(chart.data, chart.dataSource === 'query' && chart.plan ? 'names' : 'open', chart.options.xAxis || undefined),
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

/** A new chart's options follow its data and type until the creator changes them; a saved chart's stay. */
function withDataOptions(state: WizardState): WizardState {
  if (!state.chartData || state.saved) return state;
  const suggested = suggestOptions({
    source: dataSourceOf(state),
    chartType: state.chartType,
    data: state.chartData,
    columns: state.columns,
    plan: state.plan,
    file: state.csvFile,
    url: state.csvUrl,
    ticker: state.tickerSymbol,
  });
  return { ...state, dataOptions: suggested, chartOptions: followData(state.chartOptions, state.dataOptions, suggested) };
}

/** The options form changed: the options it makes replace those it made before. */
function withForm(state: WizardState, patch: Partial<OptionsForm>): WizardState {
  const optionsForm = { ...state.optionsForm, ...patch };
  return { ...state, optionsForm, chartOptions: withFormOptions(state.chartOptions, optionsForm) };
}

/** Data has arrived: its type is picked (unless the creator chose one) and its table made. */
function withArrivedData(state: WizardState, action: Extract<WizardAction, { type: 'dataArrived' }>): WizardState {
  const source = dataSourceOf(state);
  const chartType = state.chartTypeChosen
    ? state.chartType
    : source === 'ticker'
      ? state.chartType === 'candlestick'
        ? 'candlestick'
        : 'line'
      : autoChartType({
          query: source === 'query' ? state.tickerSymbol : '',
          labels: action.data.labels,
          datasetCount: action.data.datasets.length,
          suggested: action.suggested,
        });
  const xAxis = action.columns?.[0];
  const file = source === 'csv' || source === 'url';
  const table =
    file && action.csv
      ? tableFromCsv({ ...action.data, ...action.csv, columns: action.columns ?? [] })
      : tableFromChartData(action.data, source === 'query' && action.plan ? 'names' : 'open', xAxis || (source === 'ticker' ? 'Date' : undefined));
  return withDataOptions({
    ...state,
    chartData: action.data,
    columns: action.columns ?? [],
    table,
    reading: (file && action.csv?.reading) || null,
    choices: action.choices ?? {},
    chartType,
    sources: action.sources ?? [],
    plan: action.plan ?? null,
    sourceLabel:
      source === 'csv'
        ? state.csvFile
        : source === 'url'
          ? state.csvUrl
          : source === 'ticker'
            ? state.tickerSymbol.trim().toUpperCase()
            : (action.sources?.[0]?.title ?? null),
  });
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'notTicker':
      return { ...state, notTicker: state.tickerSymbol.trim(), ...NO_DATA, sourceLabel: null };
    case 'input':
      return {
        ...state,
        tickerSymbol: action.text,
        notTicker: null,
        csvFile: null,
        csvUrl: null,
        ...NO_DATA,
        sourceLabel: null,
        sources: [],
        plan: null,
        chartTypeChosen: false,
      };
    case 'csvChosen':
      return { ...state, csvFile: action.fileName, csvUrl: null, ...NO_DATA, sourceLabel: action.fileName, sources: [], plan: null, chartTypeChosen: false };
    case 'csvFailed':
      return { ...state, csvFile: null, ...NO_DATA, sourceLabel: null };
    case 'urlChosen':
      return { ...state, csvUrl: action.url, csvFile: null, ...NO_DATA, sourceLabel: action.url, sources: [], plan: null, chartTypeChosen: false };
    case 'urlFailed':
      return { ...state, csvUrl: null, ...NO_DATA, sourceLabel: null };
    case 'dataArrived':
      return withArrivedData(state, action);
    case 'table': {
      if (!state.table) return state;
      const table = dataTableReducer(state.table, action.edit);
      // Stacking is marked on each dataset, so the table's new datasets are marked as the old were.
      return table === state.table ? state : { ...state, table, chartData: withStacking(tableToChartData(table), isStacked(state.chartData)) };
    }
    case 'questionFailed':
    case 'questionCancelled':
      return { ...state, step: 1, gate: false, ...NO_DATA, sources: [], plan: null };
    case 'chartType': {
      const typed = { ...state, chartType: action.chartType, chartTypeChosen: true };
      return withDataOptions(action.horizontal === undefined ? typed : withForm(typed, { horizontal: action.horizontal }));
    }
    case 'theme':
      // The data stays as it is: the preview draws it in the new theme's colours.
      return { ...state, themeId: action.themeId };
    case 'option':
      return { ...state, chartOptions: { ...state.chartOptions, [action.key]: action.value } };
    case 'optionsForm':
      return withForm(state, action.patch);
    case 'sourceFields':
      return { ...state, sourceFields: { ...state.sourceFields, ...action.patch } };
    case 'stacked':
      return state.chartData ? { ...state, chartData: withStacking(state.chartData, action.stacked) } : state;
    case 'next':
      if (state.step === 1) return action.signedIn ? { ...state, step: 2, gate: false } : { ...state, gate: true };
      return state;
    case 'gatePassed':
      return { ...state, gate: false, step: 2 };
    case 'previous':
      return state.step > 1 ? { ...state, step: (state.step - 1) as 1 | 2, gate: false } : state;
    case 'saved':
      // From now on Next updates this chart rather than making another.
      return {
        ...state,
        slug: action.chart.slug,
        step: 3,
        saved: versionOf(state, action.chart.id, action.chart.name),
        listed: action.chart.listed ?? state.listed,
      };
    case 'listed':
      return { ...state, listed: action.listed };
    case 'load':
      return loadChart(action.chart);
    case 'reset':
      return initialWizardState(action.text, action.prefersDark);
  }
}
