import { NO_PRICE_PROVIDER } from '@shared/price-providers';
import { FormError } from '../../../components/form-error';

/** The example that needs market prices, left out on a server without a price provider. */
const PRICES_EXAMPLE = 'Bitcoin vs S&P 500 this year';

export const EXAMPLES = [
  'Apple vs Microsoft revenue over the last 5 years',
  'Population by continent as a pie chart',
  'GDP growth vs inflation in the US since 2010',
  PRICES_EXAMPLE,
];

/** What works on a server without an AI model: tickers. */
export const TICKER_EXAMPLES = ['AAPL', 'MSFT', 'NVDA', 'TSLA'];

/**
 * The ticker or question of step 1. Without an AI model it says so and offers tickers only; without
 * a price provider it says how a server gets one, before anyone types a ticker, and offers none.
 */
export function QuestionPanel(props: {
  text: string;
  onText(text: string): void;
  /** A ticker's prices are on their way. */
  checking: boolean;
  /** How the text is taken, when not as it looks (short text that is no ticker, asked as a question). */
  note?: string | null;
  /** Why the ticker or question cannot be charted, said here so it can be corrected. */
  error: string | null;
  /** Asks the question again, when the error is that it could not be answered. */
  onRetry?: (() => void) | null;
  /** Whether the server has an AI model; unknown (null) counts as yes until it is known. */
  ai: boolean | null;
  /** The open-data sources the AI answers from, by name (empty until known, or without a model). */
  aiSources?: readonly string[];
  /** Whether the server has a price provider; unknown (null) counts as yes until it is known. */
  prices?: boolean | null;
}) {
  const noAi = props.ai === false;
  const noPrices = props.prices === false;
  const examples = noAi ? (noPrices ? [] : TICKER_EXAMPLES) : noPrices ? EXAMPLES.filter((e) => e !== PRICES_EXAMPLE) : EXAMPLES;
  return (
    <section className="ai-panel">
      <h3>Chart Anything with AI</h3>
      {noAi ? (
        <div className="info-box" role="note">
          <strong>Questions need an AI model</strong>
          <p>
            This server has no AI model connected, so it cannot answer questions.{' '}
            {noPrices ? 'CSV files work.' : 'Ticker symbols (up to 5 characters, like AAPL) and CSV files work.'}
          </p>
        </div>
      ) : (
        <div className="info-box">
          <strong>AI-Powered Data Sourcing</strong>
          <p>
            Chat-to-Chart AI finds authoritative data sources, structures the data and suggests a chart type.
            {noPrices ? '' : ' Type a ticker symbol (up to 5 characters) for daily prices.'}
          </p>
        </div>
      )}
      {noPrices ? (
        <p className="muted no-prices" role="note">
          {NO_PRICE_PROVIDER}
        </p>
      ) : null}
      <label className="field">
        What would you like to chart?
        <textarea
          rows={3}
          value={props.text}
          placeholder={
            noAi ? (noPrices ? '' : 'AAPL') : noPrices ? 'Population by continent as a pie chart' : 'AAPL, or: Population by continent as a pie chart'
          }
          onChange={(e) => props.onText(e.target.value)}
        />
      </label>
      {!noAi && props.aiSources?.length ? <p className="muted ai-sources">Answers come from: {props.aiSources.join(', ')}</p> : null}
      {props.checking ? (
        <p className="muted" role="status">
          Looking up {props.text.trim().toUpperCase()}…
        </p>
      ) : null}
      {props.note ? (
        <p className="muted asked-note" role="status">
          {props.note}
        </p>
      ) : null}
      <FormError message={props.error} />
      {props.error && props.onRetry ? (
        <button type="button" className="button button-outline button-small" onClick={props.onRetry}>
          Retry
        </button>
      ) : null}
      {examples.length > 0 ? (
        <div className="examples" role="group" aria-label="Examples">
          {examples.map((example) => (
            <button key={example} type="button" className="chip" onClick={() => props.onText(example)}>
              {example}
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
