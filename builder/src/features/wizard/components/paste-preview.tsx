import type { ReadingChoices } from '@shared/api/data-answers';
import { FormError } from '../../../components/form-error';
import { readingGuesses, tableGuesses } from '../logic/reading-guesses';
import type { TableAction } from '../logic/data-table';
import type { WizardState } from '../logic/wizard-state';
import { DataStepTable } from './data-step-table';
import { ReadingBanner } from './reading-banner';

/**
 * The pasted table as it was read, on step 1 before Next: every guess to check (the table turned,
 * a decimal mark, a date order) and the cells, which can be edited here or on step 2.
 */
export function PastePreview(props: {
  state: Pick<WizardState, 'table' | 'reading' | 'choices' | 'chartData'>;
  busy: boolean;
  /** Why the table could not be read the other way, said beside the guesses. */
  error: string | null;
  onChoose: ((choice: ReadingChoices) => void) | null;
  onEdit(action: TableAction): void;
}) {
  const { table, reading, choices, chartData } = props.state;
  if (!table || !chartData) return null;
  const series = chartData.datasets.length;
  return (
    <section className="paste-preview" aria-labelledby="paste-preview-heading">
      <h3 id="paste-preview-heading">Pasted data</h3>
      <p className="muted">
        {chartData.labels.length} {chartData.labels.length === 1 ? 'row' : 'rows'}, {series} series. Check how it was read, then press Next.
      </p>
      {props.onChoose ? (
        <ReadingBanner
          guesses={[...tableGuesses(reading, choices, table.rows), ...readingGuesses(table.columns, table.rows)]}
          busy={props.busy}
          onChoose={props.onChoose}
        />
      ) : null}
      <FormError message={props.error} />
      <DataStepTable table={table} onEdit={props.onEdit} />
    </section>
  );
}
