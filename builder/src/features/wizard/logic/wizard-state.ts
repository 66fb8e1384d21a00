/**
 * The chart wizard's state and rules (docs/product.md, The chart wizard), apart from React so
 * they can be tested.
 * The text box holds the whole request: five characters or fewer is a ticker, more is a question
 * for the AI; short text the price service does not know as a ticker is a question too. A chosen CSV file, or a CSV file's address, takes precedence over the text.
 * A saved chart can be loaded to be edited: Next then sends only what changed (PATCH), and closing
 * asks first while there are unsaved changes.
 */
import { followData, suggestOptions, type DataOptions } from './data-options';
import type { CitedSource } from '@shared/api/ai-plan';
import type { ChartRecord, CreateChartBody, UpdateChartBody } from '@shared/api/charts';
import type { CsvAnswer, FileReading, QueryAnswer, ReadingChoices } from '@shared/api/data-answers';
import { autoChartType } from '@shared/kinds/auto-chart-type';
import { themeForScheme } from '@shared/themes/themes';
import {
  DEFAULT_CHART_OPTIONS,
  DEFAULT_THEME_ID,
  type ChartData,
  type ChartOptions,
  type ChartSource,
  type ChartType,
  type DataSource,
} from '@shared/spec/chart-spec';
import { dataTableReducer, tableFromChartData, tableFromCsv, tableToChartData, type DataTable, type TableAction } from './data-table';
import { EMPTY_OPTIONS_FORM, formFromOptions, optionsFromForm, withFormOptions, type OptionsForm } from './options-form';
import { optionsUpdate } from './options-update';
import { EMPTY_SOURCE_FIELDS, chosenSource, defaultSource, fieldsOf, sameSource, sourceLinkProblem, type SourceFields } from './source-fields';
import { isStacked, withStacking } from './stacking';

export const TICKER_MAX = 5;

/** The AI's plan as the answer carries it. */
export type AnswerPlan = QueryAnswer['plan'];

export interface WizardState {
  step: 1 | 2 | 3;
  /** The text box: a ticker or a whole question (both are kept here). */
  tickerSymbol: string;
  /** Short text the price service knows no ticker by, asked as a question instead (logic/short-text.ts). */
  notTicker: string | null;
  csvFile: string | null;
  /** The address of a CSV file the server fetched (`POST /api/csv-from-url`). */
  csvUrl: string | null;
  chartType: ChartType;
  /** Set once the user picks a type; from then on arriving data does not change it. */
  chartTypeChosen: boolean;
  themeId: string;
  chartOptions: ChartOptions;
  /** The fields of the options set only when wanted (logic/options-form.ts); `chartOptions` holds those they make. */
  optionsForm: OptionsForm;
  chartData: ChartData | null;
  /** The data step's table; its edits become `chartData`, which is what is saved. */
  table: DataTable | null;
  /** How the server read the file (CSV files and addresses only), for the data step's banners. */
  reading: FileReading | null;
  /** The choices the file was last read with (`decimal`, `dateOrder`), to read it again. */
  choices: ReadingChoices;
  sourceLabel: string | null;
  /** The Source name and Source link fields (logic/source-fields.ts): empty, each takes its default. */
  sourceFields: SourceFields;
  /** The data's column names as answered: the axis titles they suggest. */
  columns: string[];
  /** The options the data last suggested (logic/data-options.ts); null for a saved chart, whose options are its creator's. */
  dataOptions: DataOptions | null;
  /** An AI answer's citations, kept exactly as answered so the chart is saved with them. */
  sources: CitedSource[];
  /** The plan the AI answered with, saved with the chart so it can be refreshed. */
  plan: AnswerPlan | null;
  slug: string | null;
  /** The signup gate is showing (a guest pressed Next on step 1). */
  gate: boolean;
  /** The chart as last saved (loaded to be edited, or saved by this wizard); null until then. */
  saved: SavedVersion | null;
  /** Whether the saved chart is on the Trending feed: new charts are not, until their creator lists them. */
  listed: boolean;
}

/** What a saved chart holds, to tell what has changed since. */
export interface SavedVersion {
  id: number;
  name: string | null;
  chartType: ChartType;
  themeId: string;
  chartOptions: ChartOptions;
  chartData: ChartData | null;
  dataSource: DataSource;
  sourceValue: string | null;
  source: ChartSource | null;
}

export type LoadableChart = Pick<ChartRecord, 'id' | 'slug' | 'name' | 'chartType' | 'theme' | 'dataSource' | 'sourceValue' | 'source' | 'data' | 'options'> &
  Partial<Pick<ChartRecord, 'sources' | 'plan' | 'readingChoices' | 'listed'>>;

export type WizardAction =
  | { type: 'input'; text: string }
  /** The short text is no ticker: it is asked as a question. */
  | { type: 'notTicker' }
  | { type: 'csvChosen'; fileName: string }
  /** The chosen file could not be read as a CSV: it is no longer selected. */
  | { type: 'csvFailed' }
  | { type: 'urlChosen'; url: string }
  /** The address did not give a CSV file: it is no longer chosen. */
  | { type: 'urlFailed' }
  | {
      type: 'dataArrived';
      data: ChartData;
      suggested?: ChartType | null;
      sources?: CitedSource[];
      plan?: AnswerPlan;
      columns?: string[];
      /** A CSV answer's reading and cells; a server from before them answers neither. */
      csv?: Partial<Pick<CsvAnswer, 'reading' | 'table'>>;
      choices?: ReadingChoices;
    }
  /** An edit in the data step's table. */
  | { type: 'table'; edit: TableAction }
  /** The question could not be answered: back to step 1, where it can be changed. */
  | { type: 'questionFailed' }
  /** The creator stopped waiting for an answer: back to step 1, the question kept. */
  | { type: 'questionCancelled' }
  /** A type from the Chart type list; `horizontal` when the list chose (or left) Horizontal bar. */
  | { type: 'chartType'; chartType: ChartType; horizontal?: boolean }
  | { type: 'theme'; themeId: string }
  | { type: 'option'; key: keyof ChartOptions; value: ChartOptions[keyof ChartOptions] }
  /** Fields of the options form changed. */
  | { type: 'optionsForm'; patch: Partial<OptionsForm> }
  /** The Source name or Source link field changed. */
  | { type: 'sourceFields'; patch: Partial<SourceFields> }
  /** Stack every series (bars and areas), or none. */
  | { type: 'stacked'; stacked: boolean }
  | { type: 'next'; signedIn: boolean }
  | { type: 'previous' }
  | { type: 'gatePassed' }
  | { type: 'saved'; chart: Pick<ChartRecord, 'id' | 'slug' | 'name'> & Partial<Pick<ChartRecord, 'listed'>> }
  /** The saved chart was listed on the Trending feed, or taken off it. */
  | { type: 'listed'; listed: boolean }
  /** A saved chart, opened at step 2 to be edited. */
  | { type: 'load'; chart: LoadableChart }
  | { type: 'reset'; text?: string; prefersDark?: boolean };

const NO_DATA = { chartData: null, table: null, reading: null, choices: {} } as const;

/**
 * A new chart, its theme in the creator's light or dark (`prefersDark`, the builder's own mode): a
 * dark box on a light page is the first thing a creator working in light mode would change.
 */
export function initialWizardState(text = '', prefersDark = true): WizardState {
  return {
    step: 1,
    tickerSymbol: text,
    notTicker: null,
    csvFile: null,
    csvUrl: null,
    chartType: 'line',
    chartTypeChosen: false,
    themeId: themeForScheme(DEFAULT_THEME_ID, prefersDark).id,
    chartOptions: { ...DEFAULT_CHART_OPTIONS },
    optionsForm: { ...EMPTY_OPTIONS_FORM },
    chartData: null,
    table: null,
    reading: null,
    choices: {},
    sourceLabel: null,
    sourceFields: { ...EMPTY_SOURCE_FIELDS },
    columns: [],
    dataOptions: null,
    sources: [],
    plan: null,
    slug: null,
    gate: false,
    saved: null,
    listed: false,
  };
}

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
    case 'dataArrived': {
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

/** How many option fields hold something that cannot be drawn (and is not saved), the source link too: Next waits for them. */
export const optionProblemCount = (state: Pick<WizardState, 'optionsForm' | 'sourceFields'>) =>
  Object.keys(optionsFromForm(state.optionsForm).problems).length + (sourceLinkProblem(state.sourceFields.link) ? 1 : 0);

/**
 * Next is disabled on step 1 while there is nothing to chart, on step 2 until data exists and while
 * an option's field needs fixing, and while saving.
 */
export function isNextDisabled(state: WizardState, saving: boolean): boolean {
  if (saving) return true;
  // A ticker or a file moves on once its data has arrived, so an unknown ticker or an unreadable
  // file is told on step 1 rather than on an empty step 2. A question is answered after step 1.
  if (state.step === 1)
    return (state.tickerSymbol.trim() === '' && !state.csvFile && !state.csvUrl) || (dataSourceOf(state) !== 'query' && state.chartData === null);
  if (state.step === 2) return state.chartData === null || optionProblemCount(state) > 0;
  return false;
}

/** Whether a ticker's prices must be (re)drawn: there is no data yet, or candles are chosen and the data is closes (or back). */
export function pricesNeeded(state: Pick<WizardState, 'chartData' | 'chartType'>): boolean {
  if (!state.chartData) return true;
  const first = state.chartData.datasets[0]?.data.find((v) => v !== null);
  return (typeof first === 'object') !== (state.chartType === 'candlestick');
}

/** `POST /api/chart` for a new chart; its title is its name. */
export function createBody(state: WizardState, data: ChartData): CreateChartBody {
  const source = storedSourceOf(state);
  return {
    dataSource: dataSourceOf(state),
    sourceValue: sourceValueOf(state),
    data,
    chartType: state.chartType,
    theme: state.themeId,
    options: state.chartOptions,
    name: state.chartOptions.title || null,
    // Kept with the chart when it is not the ticker, file or address (an AI's, or the creator's own), so every surface shows it.
    ...(source ? { source } : {}),
    // An AI chart keeps every citation and its plan as answered: the server checks them and
    // refreshes the chart by the plan.
    ...(dataSourceOf(state) === 'query' && state.plan ? { sources: state.sources, plan: state.plan } : {}),
    // A chart of a CSV address is read again at every refresh, with the choices made here.
    ...(dataSourceOf(state) === 'url' && Object.keys(state.choices).length > 0 ? { readingChoices: state.choices } : {}),
  };
}

/**
 * `PATCH /api/charts/:id` for a saved chart: only what changed since it was saved, so a new title
 * does not count as new data (which would reset the chart's "Updated" date). The name follows the
 * title, as it did when the chart was made, unless the chart has been renamed since.
 */
export function unsavedChanges(state: WizardState): UpdateChartBody {
  const saved = state.saved;
  if (!saved) return {};
  const changes: UpdateChartBody = {};
  if (state.chartType !== saved.chartType) changes.chartType = state.chartType;
  if (state.themeId !== saved.themeId) changes.theme = state.themeId;
  const options = optionsUpdate(saved.chartOptions, state.chartOptions);
  if (options) changes.options = options;
  const title = state.chartOptions.title.trim();
  const savedTitle = saved.chartOptions.title.trim();
  if (title !== savedTitle && (!saved.name || saved.name === savedTitle)) changes.name = title || null;
  const source = storedSourceOf(state);
  if (!sameSource(source, saved.source)) changes.source = source;
  if (state.chartData && state.chartData !== saved.chartData) {
    changes.data = state.chartData;
    changes.source = source;
    // A new AI answer brings its own citations and plan; the server fetches the data by that plan.
    if (dataSourceOf(state) === 'query' && state.plan) Object.assign(changes, { sources: state.sources, plan: state.plan });
    if (dataSourceOf(state) === 'url' && Object.keys(state.choices).length > 0) changes.readingChoices = state.choices;
  }
  const dataSource = dataSourceOf(state);
  const sourceValue = sourceValueOf(state);
  if (dataSource !== saved.dataSource || sourceValue !== saved.sourceValue) Object.assign(changes, { dataSource, sourceValue });
  return changes;
}

/** Whether closing now would lose edits to a saved chart (new data still on its way counts too). */
export function hasUnsavedChanges(state: WizardState): boolean {
  return state.saved !== null && (state.chartData !== state.saved.chartData || Object.keys(unsavedChanges(state)).length > 0);
}
