import type { ChangeEvent } from 'react';

export const EXAMPLES = [
  'Apple vs Microsoft revenue over the last 5 years',
  'Population by continent as a pie chart',
  'GDP growth vs inflation in the US since 2010',
  'Bitcoin vs S&P 500 this year',
];

/** Step 1 (SPEC.md §2): a ticker or a question, or a CSV file. */
export function DataSourceStep(props: {
  text: string;
  onText(text: string): void;
  onFile(file: File): void;
  csvFile: string | null;
  uploadProgress: number | null;
}) {
  return (
    <div className="wizard-step">
      <section className="ai-panel">
        <h3>Chart Anything with AI</h3>
        <div className="info-box">
          <strong>AI-Powered Data Sourcing</strong>
          <p>Chat-to-Chart AI finds authoritative data sources, structures the data and suggests a chart type. Type a ticker symbol (up to 5 characters) for daily prices.</p>
        </div>
        <label className="field">
          What would you like to chart?
          <textarea
            rows={3}
            value={props.text}
            placeholder="AAPL, or: Population by continent as a pie chart"
            onChange={(e) => props.onText(e.target.value)}
          />
        </label>
        <div className="examples" aria-label="Examples">
          {EXAMPLES.map((example) => (
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
      </section>
    </div>
  );
}
