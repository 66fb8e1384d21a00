/** What each step lets the creator do next: Next waits for data, for fixed options, and for saving. */
import { kindOf } from '../kinds/registry';
import { optionsFromForm } from './options-form';
import { sourceLinkProblem } from './source-fields';
import { dataSourceOf } from './wizard-source';
import type { WizardState } from './wizard-state';

/** The kinds whose own fields are in the form, each named after its kind (`map.breaks`, `table.pageSize`). */
const KIND_FIELDS: readonly string[] = ['map', 'scatter', 'table'];

/**
 * How many option fields hold something that cannot be drawn (and is not saved), the source link
 * too: Next waits for them. A kind's own fields count only for that kind: another type hides them.
 */
export const optionProblemCount = (state: Pick<WizardState, 'optionsForm' | 'sourceFields'> & Partial<Pick<WizardState, 'chartType'>>) =>
  Object.keys(optionsFromForm(state.optionsForm).problems).filter((key) => {
    const head = key.split('.')[0]!;
    return !KIND_FIELDS.includes(head) || head === state.chartType;
  }).length + (sourceLinkProblem(state.sourceFields.link) ? 1 : 0);

/** Why the data cannot be saved as the chosen kind (a map's rows that name no region), in the API's words; null when it can. */
export function saveProblemOf(state: Pick<WizardState, 'chartType' | 'chartData' | 'chartOptions' | 'optionsForm'>): string | null {
  const kind = kindOf(state.chartType, state.optionsForm.horizontal);
  return state.chartData && kind.saveProblem ? kind.saveProblem(state.chartData, state.chartOptions) : null;
}

/**
 * Next is disabled on step 1 while there is nothing to chart, on step 2 until data exists and while
 * an option's field needs fixing or the data does not suit the kind, and while saving.
 */
export function isNextDisabled(state: WizardState, saving: boolean): boolean {
  if (saving) return true;
  // A ticker or a file moves on once its data has arrived, so an unknown ticker or an unreadable
  // file is told on step 1 rather than on an empty step 2. A question is answered after step 1.
  if (state.step === 1)
    return (state.tickerSymbol.trim() === '' && !state.csvFile && !state.csvUrl) || (dataSourceOf(state) !== 'query' && state.chartData === null);
  if (state.step === 2) return state.chartData === null || optionProblemCount(state) > 0 || saveProblemOf(state) !== null;
  return false;
}

/** Whether a ticker's prices must be (re)drawn: there is no data yet, or candles are chosen and the data is closes (or back). */
export function pricesNeeded(state: Pick<WizardState, 'chartData' | 'chartType'>): boolean {
  if (!state.chartData) return true;
  const first = state.chartData.datasets[0]?.data.find((v) => v !== null);
  return (typeof first === 'object') !== kindOf(state.chartType, false).candles;
}
