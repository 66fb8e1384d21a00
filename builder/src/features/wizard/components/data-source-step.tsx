import { useId, useState, type ChangeEvent } from 'react';
import { FormError } from '../../../components/form-error';

export const EXAMPLES = [
  'Apple vs Microsoft revenue over the last 5 years',
  'Population by continent as a pie chart',
  'GDP growth vs inflation in the US since 2010',
  'Bitcoin vs S&P 500 this year',
];

/** What works on a server without an AI model: tickers. */
export const TICKER_EXAMPLES = ['AAPL', 'MSFT', 'NVDA', 'TSLA'];

/** Step 1 (docs/product.md, Step 1: Data Source): a ticker or a question, a CSV file, or a CSV file's address. */
export function DataSourceStep(props: {
  text: string;
  onText(text: string): void;
  onFile(file: File): void;
  csvFile: string | null;
  uploadProgress: number | null;
  onUrl(url: string): void;
  /** The address whose CSV file is chosen (fetched, or being fetched). */
  csvUrl: string | null;
  fetchingUrl: boolean;
  /** A ticker's prices are on their way. */
  checking: boolean;
  /** Why the ticker or question cannot be charted, said here so it can be corrected. */
  error: string | null;
  /** Why the file or address cannot be charted (the server's words). */
  fileError: string | null;
  /** Whether the server has an AI model; unknown (null) counts as yes until it is known. */
  ai: boolean | null;
  /** The open-data sources the AI answers from, by name (empty until known, or without a model). */
  aiSources?: readonly string[];
}) {
  const noAi = props.ai === false;
  const urlId = useId();
  const [url, setUrl] = useState(props.csvUrl ?? '');
  return (
    <div className="wizard-step">
      <section className="ai-panel">
        <h3>Chart Anything with AI</h3>
        {noAi ? (
          <div className="info-box" role="note">
            <strong>Questions need an AI model</strong>
            <p>This server has no AI model connected, so it cannot answer questions. Ticker symbols (up to 5 characters, like AAPL) and CSV files work.</p>
          </div>
        ) : (
          <div className="info-box">
            <strong>AI-Powered Data Sourcing</strong>
            <p>
              Chat-to-Chart AI finds authoritative data sources, structures the data and suggests a chart type. Type a ticker symbol (up to 5 characters) for
              daily prices.
            </p>
          </div>
        )}
        <label className="field">
          What would you like to chart?
          <textarea
            rows={3}
            value={props.text}
            placeholder={noAi ? 'AAPL' : 'AAPL, or: Population by continent as a pie chart'}
            onChange={(e) => props.onText(e.target.value)}
          />
        </label>
        {!noAi && props.aiSources?.length ? <p className="muted ai-sources">Answers come from: {props.aiSources.join(', ')}</p> : null}
        {props.checking ? (
          <p className="muted" role="status">
            Looking up {props.text.trim().toUpperCase()}…
          </p>
        ) : null}
        <FormError message={props.error} />
        <div className="examples" aria-label="Examples">
          {(noAi ? TICKER_EXAMPLES : EXAMPLES).map((example) => (
            <button key={example} type="button" className="chip" onClick={() => props.onText(example)}>
              {example}
            </button>
          ))}
        </div>
      </section>
      <section className="csv-panel">
        <label className="field">
          Or upload a CSV file
          <input
            type="file"
            accept=".csv,.tsv,.txt,text/csv"
            onChange={(e: ChangeEvent<HTMLInputElement>) => {
              const file = e.target.files?.[0];
              if (file) props.onFile(file);
              e.target.value = '';
            }}
          />
        </label>
        {props.csvFile ? <p className="muted">Selected: {props.csvFile}</p> : null}
        {props.uploadProgress !== null ? (
          <progress className="progress" max={1} value={props.uploadProgress} aria-label="Upload progress">
            {Math.round(props.uploadProgress * 100)}%
          </progress>
        ) : null}
        {/* The server checks the address (public http(s) only) and says what is wrong with it. */}
        <form
          className="field"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (url.trim()) props.onUrl(url.trim());
          }}
        >
          <label htmlFor={urlId}>Or a link to a CSV file</label>
          <div className="url-row">
            <input id={urlId} type="url" inputMode="url" placeholder="https://example.com/data.csv" value={url} onChange={(e) => setUrl(e.target.value)} />
            <button type="submit" className="button button-outline" disabled={!url.trim() || props.fetchingUrl}>
              {props.fetchingUrl ? 'Fetching...' : 'Fetch CSV'}
            </button>
          </div>
        </form>
        {props.fetchingUrl ? (
          <p className="muted" role="status">
            Fetching the CSV file…
          </p>
        ) : props.csvUrl ? (
          <p className="muted selected-url">Selected: {props.csvUrl}</p>
        ) : null}
        <FormError message={props.fileError} />
      </section>
    </div>
  );
}
