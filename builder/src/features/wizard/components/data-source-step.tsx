import { useId, useState, type ChangeEvent, type ComponentProps } from 'react';
import { FormError } from '../../../components/form-error';
import { QuestionPanel } from './question-panel';

/** Step 1 (docs/product.md, Step 1: Data Source): a ticker or a question, a CSV file, or a CSV file's address. */
export function DataSourceStep(
  props: ComponentProps<typeof QuestionPanel> & {
    onFile(file: File): void;
    csvFile: string | null;
    uploadProgress: number | null;
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
        <label className="field">
          Or upload a CSV file
          <input
            type="file"
            accept=".csv,.tsv,.txt,text/csv"
            onChange={(e: ChangeEvent<HTMLInputElement>) => {
              const file = e.target.files?.[0];
              if (file) onFile(file);
              e.target.value = '';
            }}
          />
        </label>
        {csvFile ? <p className="muted">Selected: {csvFile}</p> : null}
        {uploadProgress !== null ? (
          <progress className="progress" max={1} value={uploadProgress} aria-label="Upload progress">
            {Math.round(uploadProgress * 100)}%
          </progress>
        ) : null}
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
