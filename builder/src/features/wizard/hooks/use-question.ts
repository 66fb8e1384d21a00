import { useRef, useState, type Dispatch } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { useChartFromQuery } from '../api/chart-from-query';
import { questionFailure, type QuestionFailure } from '../logic/question-failure';
import type { WizardAction } from '../logic/wizard-actions';
import { dataSourceOf } from '../logic/wizard-source';
import type { WizardState } from '../logic/wizard-state';

/**
 * Questions for the AI: sent once per question, when the user moves on from step 1 (a saved chart's
 * question, `askedBefore`, is not asked again unless it changes). Why the last one could not be
 * charted stays under it until it is edited or asked again. A question being answered can be
 * cancelled: the wizard goes back to step 1 with the question as it was. `next` is moving on from
 * step 1, the Next button's and the Retry button's alike.
 */
export function useQuestion(state: WizardState, dispatch: Dispatch<WizardAction>, askedBefore: string | null) {
  const ai = useChartFromQuery();
  const { isAuthenticated } = useCurrentUser();
  const [error, setError] = useState<QuestionFailure | null>(null);
  const asked = useRef<string | null>(askedBefore);
  const waiting = useRef<AbortController | null>(null);
  const ask = () => {
    const text = state.tickerSymbol.trim();
    if (dataSourceOf(state) !== 'query' || asked.current === text) return;
    asked.current = text;
    setError(null);
    const controller = (waiting.current = new AbortController());
    ai.mutate(
      { query: text, signal: controller.signal },
      {
        onSuccess: (answer) =>
          dispatch({
            type: 'dataArrived',
            data: { labels: answer.labels, datasets: answer.datasets },
            suggested: answer.chartType,
            sources: answer.sources,
            plan: answer.plan,
            columns: answer.columns,
            options: answer.options,
          }),
        onError: (failure) => {
          asked.current = null;
          if (controller.signal.aborted) return;
          // Said once, where the question is, so it can be changed there (not in a toast, which
          // would outlive the question and cover the wizard's buttons).
          setError(questionFailure(failure));
          dispatch({ type: 'questionFailed' });
        },
      },
    );
  };
  const cancel = () => {
    waiting.current?.abort();
    asked.current = null;
    dispatch({ type: 'questionCancelled' });
  };
  const next = () => {
    ask();
    dispatch({ type: 'next', signedIn: isAuthenticated });
  };
  return { ask, next, cancel, error, clearError: () => setError(null), pending: ai.isPending };
}
