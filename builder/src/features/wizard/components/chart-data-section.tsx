import type { Dispatch } from 'react';
import type { ReadingChoices } from '@shared/api/data-answers';
import { FormError } from '../../../components/form-error';
import { readingGuesses, tableGuesses } from '../logic/reading-guesses';
import type { WizardAction } from '../logic/wizard-actions';
import { dataSourceOf } from '../logic/wizard-source';
import type { WizardState } from '../logic/wizard-state';
import { DataStepTable } from './data-step-table';
import { ReadingBanner } from './reading-banner';

/** How the file is read again with other choices; `onReread` is null when there is no file to read (a saved chart). */
export interface Rereading {
  onReread: ((choices: ReadingChoices) => void) | null;
  busy: boolean;
  /** Why the file could not be read the other way. */
  error: string | null;
}

/** Why some data cannot be edited, or will not stay edited. */
function tableNote(state: WizardState): string | null {
  if (state.table?.lock === 'names') return 'These numbers come from the sources cited above; they can’t be edited here. Series can be renamed.';
  if (state.table?.lock === 'none') return 'Candles show the prices as the provider gave them. Choose Line to edit the closing prices.';
  const source = dataSourceOf(state);
  if (source === 'ticker' || source === 'url') return 'A live chart fetches its source again: each refresh replaces edits made here.';
  return null;
}

/** The Customize step's data, below the controls and the preview: how the file was read, and its table to edit. */
export function ChartDataSection(props: { state: WizardState; dispatch: Dispatch<WizardAction>; rereading: Rereading }) {
  const { state, rereading } = props;
  return (
    <section className="chart-data" aria-labelledby="chart-data-heading">
      {/* An h3: it follows the preview, whose chart title is an h2 of the element's own. */}
      <h3 id="chart-data-heading">Chart Data</h3>
      {state.table && state.chartData ? (
        <>
          {rereading.onReread ? (
            <ReadingBanner
              guesses={[...tableGuesses(state.reading, state.choices, state.table.rows), ...readingGuesses(state.table.columns, state.table.rows)]}
              busy={rereading.busy}
              onChoose={rereading.onReread}
            />
          ) : null}
          <FormError message={rereading.error} />
          <DataStepTable
            table={state.table}
            onEdit={(edit) => props.dispatch({ type: 'table', edit })}
            note={tableNote(state)}
            groupColumn={state.chartType === 'scatter' ? state.optionsForm.scatter.groupColumn : undefined}
          />
        </>
      ) : (
        <p className="muted">No data</p>
      )}
    </section>
  );
}
