import type { QueryNotUnderstood } from '@shared/api/data-answers';
import { NO_PRICE_PROVIDER } from '@shared/reading/price-providers';
import { FormError } from '../../../components/form-error';
import { markedQuestion } from '../logic/marked-question';

/** The example that needs market prices, left out on a server without a price provider. */
const PRICES_EXAMPLE = 'Bitcoin vs S&P 500 this year';

/** Questions the planner reads whole, so they work on a server without a model too (checked in question-panel.test.ts). */
export const EXAMPLES = [
  'Apple vs Microsoft revenue over the last 5 years',
  'Population by continent as a pie chart',
  'GDP growth vs inflation in the US since 2010',
  PRICES_EXAMPLE,
];

const KIND_NAMES = { measure: 'measure', entity: 'place or company', period: 'period', source: 'source', layout: 'layout' } as const;

/**
 * The ticker or question of step 1. Without an AI model the planner reads questions, and the info
 * box says so and where answers come from; without a price provider it says how a server gets one,
 * before anyone types a ticker, and offers no example that needs prices. A question the planner
 * could not read whole is shown with the words it did read marked.
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
  /** What reads questions: the planner alone, or the planner and a model; unknown (null) counts as a model until it is known. */
  questions: 'planner' | 'model' | null;
  /** The open-data sources questions are answered from, by name (empty until known). */
  aiSources?: readonly string[];
  /** What the planner read of the question the error is about, to mark in it. */
  understood?: QueryNotUnderstood['understood'] | null;
  /** Whether the server has a price provider; unknown (null) counts as yes until it is known. */
  prices?: boolean | null;
}) {
  const plannerOnly = props.questions === 'planner';
  const noPrices = props.prices === false;
  const examples = noPrices ? EXAMPLES.filter((e) => e !== PRICES_EXAMPLE) : EXAMPLES;
  return (
    <section className="ai-panel">
      <h3>Chart Anything with AI</h3>
      {plannerOnly ? (
        <div className="info-box">
          <strong>Charts from open data</strong>
          <p>
            This server reads questions without an AI model: name what to chart, for which countries or companies, and when, like the examples. Every number is
            fetched from the sources below and cited.{noPrices ? '' : ' Type a ticker symbol (up to 5 characters) for daily prices.'} For your own data, upload
            a CSV file or paste a link.
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
          placeholder={noPrices ? 'Population by continent as a pie chart' : 'AAPL, or: Population by continent as a pie chart'}
          onChange={(e) => props.onText(e.target.value)}
        />
      </label>
      {props.aiSources?.length ? <p className="muted ai-sources">Answers come from: {props.aiSources.join(', ')}</p> : null}
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
      {props.error && props.understood && props.understood.parts.length > 0 ? (
        <p className="understood-question" aria-label="What was understood">
          {markedQuestion(props.text, props.understood.parts).map((segment, i) =>
            segment.kind ? (
              <mark key={i} className={`understood-${segment.kind}`} title={`Read as a ${KIND_NAMES[segment.kind]}`}>
                {segment.text}
              </mark>
            ) : (
              <span key={i}>{segment.text}</span>
            ),
          )}
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
