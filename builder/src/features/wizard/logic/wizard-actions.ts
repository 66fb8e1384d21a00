/** What can happen in the chart wizard: each step dispatches these, and wizard-reducer.ts applies them. */
import type { CitedSource } from '@shared/api/ai-plan';
import type { ChartRecord } from '@shared/api/charts';
import type { CsvAnswer, ReadingChoices } from '@shared/api/data-answers';
import type { ChartData, ChartOptions, ChartType } from '@shared/spec/chart-spec';
import type { MapReading } from '../kinds/map/region-rows';
import type { AnswerOptions } from './answer-options';
import type { TableAction } from './data-table';
import type { OptionsForm } from './options-form';
import type { SourceFields } from './source-fields';
import type { AnswerPlan, LoadableChart } from './wizard-state';

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
      /** What an AI answer decided of its chart beyond the data: groups, log axes, a sort, notes (logic/answer-options.ts). */
      options?: AnswerOptions;
      /** A CSV answer's reading and cells; a server from before them answers neither. */
      csv?: Partial<Pick<CsvAnswer, 'reading' | 'table'>>;
      choices?: ReadingChoices;
      /** How the server read the labels as regions, when it says; else the wizard reads them. */
      map?: MapReading | null;
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
