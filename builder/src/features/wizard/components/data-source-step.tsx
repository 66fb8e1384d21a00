import type { ComponentProps, ReactNode } from 'react';
import { FormError } from '../../../components/form-error';
import { CsvFileField } from './csv-file-field';
import { CsvUrlForm } from './csv-url-form';
import { PasteDataField } from './paste-data-field';
import { QuestionPanel } from './question-panel';

/** Step 1 (docs/product.md, Step 1: Data Source): a ticker or a question, a CSV file, a CSV file's address, or a pasted table and its preview. */
export function DataSourceStep(
  props: ComponentProps<typeof QuestionPanel> &
    ComponentProps<typeof CsvFileField> &
    ComponentProps<typeof CsvUrlForm> & {
      paste: ComponentProps<typeof PasteDataField>;
      /** The pasted table as read, shown before Next. */
      preview?: ReactNode;
      /** Why the file or address cannot be charted (the server's words). */
      fileError: string | null;
    },
) {
  const { onFile, csvFile, uploadProgress, onUrl, csvUrl, fetchingUrl, onUrlEdit, fileError, paste, preview, ...question } = props;
  return (
    <div className="wizard-step">
      <QuestionPanel {...question} />
      <section className="csv-panel">
        <CsvFileField onFile={onFile} csvFile={csvFile} uploadProgress={uploadProgress} />
        <CsvUrlForm onUrl={onUrl} csvUrl={csvUrl} fetchingUrl={fetchingUrl} onUrlEdit={onUrlEdit} />
        <PasteDataField {...paste} />
        <FormError message={fileError} />
      </section>
      {preview}
    </div>
  );
}
