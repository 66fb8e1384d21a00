import { useId, useState, type ComponentProps } from 'react';
import { FormError } from '../../../components/form-error';
import { CsvFileField } from './csv-file-field';
import { QuestionPanel } from './question-panel';

/** Step 1 (docs/product.md, Step 1: Data Source): a ticker or a question, a CSV file, or a CSV file's address. */
export function DataSourceStep(
  props: ComponentProps<typeof QuestionPanel> &
    ComponentProps<typeof CsvFileField> & {
      onUrl(url: string): void;
      /** The address whose CSV file is chosen (fetched, or being fetched). */
      csvUrl: string | null;
      fetchingUrl: boolean;
      /** Why the file or address cannot be charted (the server's words). */
      fileError: string | null;
    },
) {
  const { onFile, csvFile, uploadProgress, onUrl, csvUrl, fetchingUrl, fileError, ...question } = props;
  const urlId = useId();
  const [url, setUrl] = useState(csvUrl ?? '');
  return (
    <div className="wizard-step">
      <QuestionPanel {...question} />
      <section className="csv-panel">
        <CsvFileField onFile={onFile} csvFile={csvFile} uploadProgress={uploadProgress} />
        {/* The server checks the address (public http(s) only) and says what is wrong with it. */}
        <form
          className="field"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (url.trim()) onUrl(url.trim());
          }}
        >
          <label htmlFor={urlId}>Or a link to a CSV file</label>
          <div className="url-row">
            <input id={urlId} type="url" inputMode="url" placeholder="https://example.com/data.csv" value={url} onChange={(e) => setUrl(e.target.value)} />
            <button type="submit" className="button button-outline" disabled={!url.trim() || fetchingUrl}>
              {fetchingUrl ? 'Fetching...' : 'Fetch CSV'}
            </button>
          </div>
        </form>
        {fetchingUrl ? (
          <p className="muted" role="status">
            Fetching the CSV file…
          </p>
        ) : csvUrl ? (
          <p className="muted selected-url">Selected: {csvUrl}</p>
        ) : null}
        <FormError message={fileError} />
      </section>
    </div>
  );
}
