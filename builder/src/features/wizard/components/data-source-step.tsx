import type { ComponentProps } from 'react';
import { FormError } from '../../../components/form-error';
import { CsvFileField } from './csv-file-field';
import { CsvUrlForm } from './csv-url-form';
import { QuestionPanel } from './question-panel';

/** Step 1 (docs/product.md, Step 1: Data Source): a ticker or a question, a CSV file, or a CSV file's address. */
export function DataSourceStep(
  props: ComponentProps<typeof QuestionPanel> &
    ComponentProps<typeof CsvFileField> &
    ComponentProps<typeof CsvUrlForm> & {
      /** Why the file or address cannot be charted (the server's words). */
      fileError: string | null;
    },
) {
  const { onFile, csvFile, uploadProgress, onUrl, csvUrl, fetchingUrl, onUrlEdit, fileError, ...question } = props;
  return (
    <div className="wizard-step">
      <QuestionPanel {...question} />
      <section className="csv-panel">
        <CsvFileField onFile={onFile} csvFile={csvFile} uploadProgress={uploadProgress} />
        <CsvUrlForm onUrl={onUrl} csvUrl={csvUrl} fetchingUrl={fetchingUrl} onUrlEdit={onUrlEdit} />
        <FormError message={fileError} />
      </section>
    </div>
  );
}
