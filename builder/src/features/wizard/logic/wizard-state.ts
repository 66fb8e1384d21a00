/**
 * The chart wizard's state and rules (docs/product.md, The chart wizard), apart from React so
 * they can be tested.
 * The text box holds the whole request: five characters or fewer is a ticker, more is a question
 * for the AI. A chosen CSV file takes precedence over the text.
 */
import { autoChartType } from '../../../../../shared/auto-chart-type';
import { DEFAULT_CHART_OPTIONS, DEFAULT_THEME_ID, type ChartData, type ChartOptions, type ChartType, type DataSource } from '../../../../../shared/chart-spec';

export const TICKER_MAX = 5;

export interface WizardState {
  step: 1 | 2 | 3;
  /** The text box: a ticker or a whole question (both are kept here). */
  tickerSymbol: string;
  csvFile: string | null;
  chartType: ChartType;
  /** Set once the user picks a type; from then on arriving data does not change it. */
  chartTypeChosen: boolean;
  themeId: string;
  chartOptions: ChartOptions;
  chartData: ChartData | null;
  sourceLabel: string | null;
  sources: Array<{ title: string; url: string }>;
  slug: string | null;
  /** The signup gate is showing (a guest pressed Next on step 1). */
  gate: boolean;
}

export type WizardAction =
  | { type: 'input'; text: string }
  | { type: 'csvChosen'; fileName: string }
  /** The chosen file could not be read as a CSV: it is no longer selected. */
  | { type: 'csvFailed' }
  | { type: 'dataArrived'; data: ChartData; suggested?: ChartType | null; sources?: WizardState['sources']; columns?: string[] }
  | { type: 'chartType'; chartType: ChartType }
  | { type: 'theme'; themeId: string }
  | { type: 'option'; key: keyof ChartOptions; value: ChartOptions[keyof ChartOptions] }
  | { type: 'next'; signedIn: boolean }
  | { type: 'previous' }
  | { type: 'gatePassed' }
  | { type: 'saved'; slug: string }
  | { type: 'reset'; text?: string };

export function initialWizardState(text = ''): WizardState {
  return {
    step: 1,
    tickerSymbol: text,
    csvFile: null,
    chartType: 'line',
    chartTypeChosen: false,
    themeId: DEFAULT_THEME_ID,
    chartOptions: { ...DEFAULT_CHART_OPTIONS },
    chartData: null,
    sourceLabel: null,
    sources: [],
    slug: null,
    gate: false,
  };
}

export function dataSourceOf(state: Pick<WizardState, 'csvFile' | 'tickerSymbol'>): DataSource {
  if (state.csvFile) return 'csv';
  return state.tickerSymbol.trim().length > TICKER_MAX ? 'query' : 'ticker';
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'input':
      return { ...state, tickerSymbol: action.text, csvFile: null, chartData: null, sourceLabel: null, sources: [], chartTypeChosen: false };
    case 'csvChosen':
      return { ...state, csvFile: action.fileName, chartData: null, sourceLabel: action.fileName, sources: [], chartTypeChosen: false };
    case 'csvFailed':
      return { ...state, csvFile: null, chartData: null, sourceLabel: null };
    case 'dataArrived': {
      const source = dataSourceOf(state);
      const chartType = state.chartTypeChosen
        ? state.chartType
        : source === 'ticker'
          ? state.chartType === 'candlestick' ? 'candlestick' : 'line'
          : autoChartType({ query: source === 'query' ? state.tickerSymbol : '', labels: action.data.labels, datasetCount: action.data.datasets.length, suggested: action.suggested });
      // A CSV's columns are the x title and then one title per series: with several series, none of
      // them names the y axis, which keeps its neutral default.
      const [xAxis, ...rest] = action.columns ?? [];
      const yAxis = rest.length === 1 ? rest[0] : undefined;
      return {
        ...state,
        chartData: action.data,
        chartType,
        sources: action.sources ?? [],
        sourceLabel: source === 'csv' ? state.csvFile : source === 'ticker' ? state.tickerSymbol.trim().toUpperCase() : (action.sources?.[0]?.title ?? null),
        chartOptions: {
          ...state.chartOptions,
          ...(xAxis && state.chartOptions.xAxis === DEFAULT_CHART_OPTIONS.xAxis ? { xAxis } : {}),
          ...(yAxis && state.chartOptions.yAxis === DEFAULT_CHART_OPTIONS.yAxis ? { yAxis } : {}),
        },
      };
    }
    case 'chartType':
      return { ...state, chartType: action.chartType, chartTypeChosen: true };
    case 'theme':
      // The data stays as it is: the preview draws it in the new theme's colours.
      return { ...state, themeId: action.themeId };
    case 'option':
      return { ...state, chartOptions: { ...state.chartOptions, [action.key]: action.value } };
    case 'next':
      if (state.step === 1) return action.signedIn ? { ...state, step: 2, gate: false } : { ...state, gate: true };
      return state;
    case 'gatePassed':
      return { ...state, gate: false, step: 2 };
    case 'previous':
      return state.step > 1 ? { ...state, step: (state.step - 1) as 1 | 2, gate: false } : state;
    case 'saved':
      return { ...state, slug: action.slug, step: 3 };
    case 'reset':
      return initialWizardState(action.text);
  }
}

/** Next is disabled on step 1 while there is nothing to chart, on step 2 until data exists, and while saving. */
export function isNextDisabled(state: WizardState, saving: boolean): boolean {
  if (saving) return true;
  // A ticker or a file moves on once its data has arrived, so an unknown ticker or an unreadable
  // file is told on step 1 rather than on an empty step 2. A question is answered after step 1.
  if (state.step === 1) return (state.tickerSymbol.trim() === '' && !state.csvFile) || (dataSourceOf(state) !== 'query' && state.chartData === null);
  if (state.step === 2) return state.chartData === null;
  return false;
}
