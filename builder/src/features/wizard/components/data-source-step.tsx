import type { ComponentProps, ReactNode } from 'react';
import { FormError } from '../../../components/form-error';
import type { useCsvSource } from '../hooks/use-csv-source';
import type { useQuestion } from '../hooks/use-question';
import { CsvFileField } from './csv-file-field';
import { CsvUrlForm } from './csv-url-form';
import { PasteDataField } from './paste-data-field';
import { QuestionPanel } from './question-panel';

/**
 * Step 1 (docs/product.md, Step 1: Data Source): a ticker or a question, a CSV file, a CSV file's
 * address, or a pasted table and its preview. A file, an address and a retried question are side
 * effects their hooks own, so the step is given those hooks' objects rather than a callback each.
 */
export function DataSourceStep(
  props: Omit<ComponentProps<typeof QuestionPanel>, 'onRetry'> & {
    csv: ReturnType<typeof useCsvSource>;
    question: Pick<ReturnType<typeof useQuestion>, 'next' | 'clearError'>;
    /** Retry can help with the question's failure (the network failed), so the panel offers it. */
    retryable: boolean;
    /** The file chosen (not a pasted table), and the address chosen. */
    csvFile: string | null;
    csvUrl: string | null;
    /** A table has been pasted and is being read. */
    readingPaste: boolean;
    /** The pasted table as read, shown before Next. */
    preview?: ReactNode;
  },
) {
  const { csv, question, retryable, csvFile, csvUrl, readingPaste, preview, ...panel } = props;
  // A new file or address is a new choice: what was said about the question no longer holds.
  const choosing =
    <T,>(choose: (value: T) => void) =>
    (value: T) => {
      question.clearError();
      choose(value);
    };
  return (
    <div className="wizard-step">
      <QuestionPanel {...panel} onRetry={retryable ? question.next : null} />
      <section className="csv-panel">
        <CsvFileField onFile={choosing(csv.upload)} csvFile={csvFile} uploadProgress={csv.progress} />
        <CsvUrlForm onUrl={choosing(csv.fetchUrl)} csvUrl={csvUrl} fetchingUrl={csv.fetchingUrl} onUrlEdit={csv.clearError} />
        <PasteDataField pasted={csv.pasted} onPaste={csv.paste} reading={readingPaste} />
        <FormError message={csv.error} />
      </section>
      {preview}
    </div>
  );
}
