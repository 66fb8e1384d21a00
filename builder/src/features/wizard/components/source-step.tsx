import type { ComponentProps, Dispatch } from 'react';
import { PASTED_DATA } from '@shared/spec/pasted-data';
import { NO_PRICE_PROVIDER } from '@shared/reading/price-providers';
import type { useCsvSource } from '../hooks/use-csv-source';
import type { useQuestion } from '../hooks/use-question';
import type { useTickerPrices } from '../hooks/use-ticker-prices';
import { askedNote } from '../logic/short-text';
import type { WizardAction } from '../logic/wizard-actions';
import { dataSourceOf } from '../logic/wizard-source';
import type { WizardState } from '../logic/wizard-state';
import { DataSourceStep } from './data-source-step';
import { PastePreview } from './paste-preview';

/** Step 1 wired to the wizard: the text, a file, an address or a paste, each through its hook, and what went wrong with it. */
export function SourceStep(props: {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  csv: ReturnType<typeof useCsvSource>;
  question: ReturnType<typeof useQuestion>;
  ticker: ReturnType<typeof useTickerPrices>;
  /** A ticker was typed on a server without a price provider. */
  tickerRefused: boolean;
  noPrices: boolean;
  aiSources: string[];
  questions: ComponentProps<typeof DataSourceStep>['questions'];
}) {
  const { state, dispatch, csv, question, ticker, tickerRefused } = props;
  const pasted = state.csvFile === PASTED_DATA;
  return (
    <DataSourceStep
      text={state.tickerSymbol}
      onText={(text) => {
        csv.clearError();
        question.clearError();
        dispatch({ type: 'input', text });
      }}
      csv={csv}
      question={question}
      csvFile={pasted ? null : state.csvFile}
      csvUrl={state.csvUrl}
      checking={ticker.checking}
      note={dataSourceOf(state) === 'query' && state.notTicker ? askedNote(state.notTicker) : null}
      error={tickerRefused ? NO_PRICE_PROVIDER : (ticker.error ?? question.error?.message ?? null)}
      understood={!tickerRefused && !ticker.error ? question.error?.understood : null}
      retryable={!tickerRefused && !ticker.error && question.error?.retry === true}
      readingPaste={pasted && csv.progress !== null}
      preview={
        pasted ? (
          <PastePreview
            state={state}
            busy={csv.rereading}
            error={csv.rereadError}
            onChoose={state.reading ? csv.reread : null}
            onEdit={(edit) => dispatch({ type: 'table', edit })}
          />
        ) : null
      }
      questions={props.questions}
      aiSources={props.aiSources}
      prices={props.noPrices ? false : null}
    />
  );
}
