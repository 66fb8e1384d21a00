/**
 * How each action changes the wizard's state. A saved chart is loaded by saved-chart.ts; a new
 * chart's options follow its data until the creator changes them.
 */
import { answerFields, followAnswer } from './answer-options';
import { followData, suggestOptions } from './data-options';
import { autoChartType } from '@shared/kinds/auto-chart-type';
import type { ChartType } from '@shared/spec/chart-spec';
import { labelsReadAsRegions } from '../kinds/map/region-rows';
import { syncGroups, withGroupColumn } from '../kinds/scatter/scatter-groups';
import { kindOf } from '../kinds/registry';
import { dataTableReducer, tableFromChartData, tableFromCsv, tableToChartData } from './data-table';
import { withFormOptions, type OptionsForm } from './options-form';
import { loadChart, versionOf } from './saved-chart';
import { isStacked, withStacking } from './stacking';
import type { WizardAction } from './wizard-actions';
import { dataSourceOf } from './wizard-source';
import { initialWizardState, type WizardState } from './wizard-state';

const NO_DATA = { chartData: null, table: null, reading: null, choices: {} } as const;

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

/** A new chart's fields an AI answer decides (its groups, log axes, sort, notes) follow the answers until the creator changes them. */
function withAnswerOptions(state: WizardState, action: Arrived): WizardState {
  if (!state.chartData || state.saved) return state;
  const suggested = answerFields(action.options);
  return { ...withForm(state, followAnswer(state.optionsForm, state.answerFields, suggested)), answerFields: suggested };
}

/** The options form changed: the options it makes replace those it made before. */
function withForm(state: WizardState, patch: Partial<OptionsForm>): WizardState {
  const optionsForm = { ...state.optionsForm, ...patch };
  return { ...state, optionsForm, chartOptions: withFormOptions(state.chartOptions, optionsForm) };
}

/** The table changed: a scatter's groups, read from one of its columns, follow it. */
function withTableGroups(state: WizardState): WizardState {
  const scatter = syncGroups(state.optionsForm.scatter, state.table);
  return scatter === state.optionsForm.scatter ? state : withForm(state, { scatter });
}

type Arrived = Extract<WizardAction, { type: 'dataArrived' }>;

/** The type new data is drawn as when the creator has chosen none: a table of one value per country or state is a map. */
function arrivedType(state: WizardState, action: Arrived): ChartType {
  const source = dataSourceOf(state);
  if (state.chartTypeChosen) return state.chartType;
  if (source === 'ticker') return kindOf(state.chartType, false).candles ? state.chartType : 'line';
  const { labels, datasets } = action.data;
  if ((source === 'csv' || source === 'url') && !action.suggested && datasets.length === 1 && labelsReadAsRegions(labels, action.map)) return 'map';
  return autoChartType({ query: source === 'query' ? state.tickerSymbol : '', labels, datasetCount: datasets.length, suggested: action.suggested });
}

/** Data has arrived: its type is picked (unless the creator chose one) and its table made. */
function withArrivedData(state: WizardState, action: Arrived): WizardState {
  const source = dataSourceOf(state);
  const chartType = arrivedType(state, action);
  const xAxis = action.columns?.[0];
  const file = source === 'csv' || source === 'url';
  const table =
    file && action.csv
      ? tableFromCsv({ ...action.data, ...action.csv, columns: action.columns ?? [] })
      : // An answer's groups are a column beside its points, the one the Group by field reads.
        withGroupColumn(
          tableFromChartData(action.data, source === 'query' && action.plan ? 'names' : 'open', xAxis || (source === 'ticker' ? 'Date' : undefined)),
          action.options?.scatter?.groups,
        );
  const arrived = withDataOptions({
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
  return withAnswerOptions(arrived, action);
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
      return withTableGroups(withArrivedData(state, action));
    case 'table': {
      if (!state.table) return state;
      const table = dataTableReducer(state.table, action.edit);
      // Stacking is marked on each dataset, so the table's new datasets are marked as the old were.
      return table === state.table ? state : withTableGroups({ ...state, table, chartData: withStacking(tableToChartData(table), isStacked(state.chartData)) });
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
