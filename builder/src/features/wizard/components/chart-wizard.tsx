import { useEffect, useReducer } from 'react';
import { useLocation } from 'wouter';
import { Dialog } from '../../../components/dialog';
import { dismissToastsOlderThan } from '../../../components/toast/toast-store';
import { useCapabilities } from '../../../lib/capabilities';
import { useCurrentUser } from '../../../lib/current-user';
import { useCloseGuard } from '../hooks/use-close-guard';
import { useCsvSource } from '../hooks/use-csv-source';
import { useListing } from '../hooks/use-listing';
import { useQuestion } from '../hooks/use-question';
import { useSaveChart } from '../hooks/use-save-chart';
import { useTickerPrices } from '../hooks/use-ticker-prices';
import { previewSpec } from '../logic/preview-spec';
import { hasUnsavedChanges } from '../logic/request-bodies';
import { isNextDisabled, optionProblemCount, saveProblemOf } from '../logic/step-rules';
import { wizardReducer } from '../logic/wizard-reducer';
import { dataSourceOf } from '../logic/wizard-source';
import { initialWizardState, type LoadableChart } from '../logic/wizard-state';
import { CustomizeStep } from './customize-step';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { ResultStep } from './result-step';
import { SignupGate } from './signup-gate';
import { SourceStep } from './source-step';
import { WizardButtons } from './wizard-buttons';
import { WizardSteps } from './wizard-steps';

/**
 * The 3-step chart wizard (docs/product.md, The chart wizard): data source, customise, embed.
 * Given a saved `chart`, it opens on step 2 to edit that chart in place (same id and slug).
 */
export default function ChartWizard(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  initialText?: string;
  initialFile?: File | null;
  chart?: LoadableChart | null;
}) {
  const { isAuthenticated } = useCurrentUser();
  const [state, dispatch] = useReducer(wizardReducer, null, () =>
    props.chart
      ? wizardReducer(initialWizardState(), { type: 'load', chart: props.chart })
      : // New charts start in the builder's own light or dark (hooks/use-theme-preference.ts).
        initialWizardState(props.initialText ?? '', document.documentElement.classList.contains('dark')),
  );
  const source = dataSourceOf(state);
  // One hook per way into a chart, then saving it.
  const capabilities = useCapabilities();
  // Without a price provider a ticker is not looked up: the server would only say it has none.
  const noPrices = capabilities !== null && capabilities.priceProviders.length === 0;
  // An unknown ticker is asked as a question: the planner reads questions on a server without a model.
  const ticker = useTickerPrices(state, dispatch, !noPrices, true);
  const question = useQuestion(state, dispatch, props.chart?.dataSource === 'query' ? props.chart.sourceValue : null);
  const csv = useCsvSource(state, dispatch, props.initialFile);
  const { save, saving, error: saveError } = useSaveChart(state, dispatch);
  const listing = useListing(state, dispatch);
  const [, navigate] = useLocation();

  const aiSourceNames = (capabilities?.aiSources ?? []).map((s) => s.name);
  const tickerRefused = noPrices && source === 'ticker' && state.tickerSymbol.trim() !== '';

  const spec = previewSpec(state);
  const problems = state.step === 2 ? optionProblemCount(state) : 0;
  const dataProblem = state.step === 2 ? saveProblemOf(state) : null;

  const next = () => {
    if (state.step === 1) question.next();
    else if (state.step === 2) save();
  };

  // A toast from before (another page, an earlier step) says nothing about this step: it closes when
  // the step or its input changes. One shown with the change (the gate's sign-in) stays its 5 s.
  useEffect(() => dismissToastsOlderThan(1000), [props.open, state.step, state.tickerSymbol, state.csvFile, state.csvUrl]);

  const guard = useCloseGuard(props.open && hasUnsavedChanges(state), () => props.onOpenChange(false));

  const loading = source === 'ticker' ? ticker.loading : source === 'query' ? question.pending : csv.loading;

  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => (open ? props.onOpenChange(true) : guard.close())}
      // Create another, from a chart being edited, starts a new one.
      title={props.chart && state.saved?.id === props.chart.id ? 'Edit Chart' : 'Create a Chart'}
      size="large"
    >
      <WizardSteps step={state.step} />
      {state.step === 1 && state.gate ? (
        <SignupGate
          preview={spec}
          onAuthenticated={() => dispatch({ type: 'gatePassed' })}
          onCancel={source === 'query' && question.pending ? question.cancel : null}
        />
      ) : state.step === 1 ? (
        <SourceStep
          state={state}
          dispatch={dispatch}
          csv={csv}
          question={question}
          ticker={ticker}
          tickerRefused={tickerRefused}
          noPrices={noPrices}
          aiSources={aiSourceNames}
          questions={capabilities?.questions ?? null}
        />
      ) : state.step === 2 ? (
        <CustomizeStep
          state={state}
          dispatch={dispatch}
          spec={spec}
          loading={loading && !spec}
          answering={source === 'query' && question.pending ? { sourceNames: aiSourceNames, onCancel: question.cancel } : null}
          rereading={{ onReread: state.reading ? csv.reread : null, busy: csv.rereading, error: csv.rereadError }}
        />
      ) : spec && state.slug ? (
        <ResultStep slug={state.slug} spec={spec} dataSource={source} listing={listing} />
      ) : null}
      <WizardButtons
        step={state.step}
        gate={state.gate}
        waiting={question.pending}
        nextDisabled={isNextDisabled(state, saving) || (state.step === 1 && tickerRefused)}
        savingLabel={saving ? (state.saved ? 'Saving Chart...' : 'Creating Chart...') : null}
        note={
          problems > 0
            ? `Fix the ${problems === 1 ? 'option' : `${problems} options`} marked above to go on.`
            : state.step === 2
              ? (dataProblem ?? saveError)
              : null
        }
        onCancel={guard.close}
        onPrevious={() => dispatch({ type: 'previous' })}
        onNext={next}
        onCreateAnother={() => dispatch({ type: 'reset', prefersDark: document.documentElement.classList.contains('dark') })}
        onMyCharts={
          isAuthenticated
            ? () => {
                props.onOpenChange(false);
                navigate('/my-charts');
              }
            : null
        }
      />
      {guard.confirming ? <DiscardChangesDialog onKeep={guard.keep} onDiscard={guard.discard} /> : null}
    </Dialog>
  );
}
