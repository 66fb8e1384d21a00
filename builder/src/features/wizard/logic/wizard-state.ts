/**
 * The chart wizard's state (docs/product.md, The chart wizard), apart from React so it can be
 * tested: what the creator has given and chosen so far, and the chart as last saved. The reducer
 * (wizard-reducer.ts) changes it; the source it names is told by wizard-source.ts.
 */
import type { AnswerFields } from './answer-options';
import type { DataOptions } from './data-options';
import type { CitedSource } from '@shared/api/ai-plan';
import type { ChartRecord } from '@shared/api/charts';
import type { FileReading, QueryAnswer, ReadingChoices } from '@shared/api/data-answers';
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
import type { DataTable } from './data-table';
import { EMPTY_OPTIONS_FORM, type OptionsForm } from './options-form';
import { EMPTY_SOURCE_FIELDS, type SourceFields } from './source-fields';

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
  /** The form's fields the last data's answer suggested (logic/answer-options.ts); null before any, and for a saved chart. */
  answerFields: AnswerFields | null;
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
    answerFields: null,
    sources: [],
    plan: null,
    slug: null,
    gate: false,
    saved: null,
    listed: false,
  };
}
