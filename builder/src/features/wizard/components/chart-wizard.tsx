import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import type { ChartRecord } from '@shared/api/charts';
import type { CsvAnswer, ReadingChoices } from '@shared/api/data-answers';
import type { ChartSpec, ChartType } from '@shared/chart-spec';
import { priceToChartData } from '@shared/price-to-chart';
import { captionOf, citedCaptions } from '@shared/saved-chart-spec';
import { Dialog } from '../../../components/dialog';
import { toastError } from '../../../components/toast/toast-store';
import { errorMessage } from '../../../lib/error-message';
import { useDebounced } from '../../../hooks/use-debounced';
import { useCapabilities } from '../../../lib/capabilities';
import { useCurrentUser } from '../../../lib/current-user';
import { useChartFromQuery } from '../api/chart-from-query';
import { useCreateChart } from '../api/create-chart';
import { useCsvFromUrl } from '../api/csv-from-url';
import { priceQuery } from '../api/fetch-price';
import { useUpdateChart } from '../api/update-chart';
import { uploadCsv } from '../api/upload-csv';
import { questionFailure } from '../logic/question-failure';
import {
  createBody,
  dataSourceOf,
  hasUnsavedChanges,
  initialWizardState,
  isNextDisabled,
  pricesNeeded,
  storedSourceOf,
  TICKER_MAX,
  unsavedChanges,
  wizardReducer,
  type LoadableChart,
} from '../logic/wizard-state';
import { CustomizeStep } from './customize-step';
import { DataSourceStep } from './data-source-step';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { ResultStep } from './result-step';
import { SignupGate } from './signup-gate';

const TICKER_PATTERN = /^[A-Za-z0-9.^-]+$/;

const GATE_SAMPLE: ChartSpec['data'] = {
  labels: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'],
  datasets: [{ label: 'Data', data: [12, 19, 15, 24, 22, 30] }],
};

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
    props.chart ? wizardReducer(initialWizardState(), { type: 'load', chart: props.chart }) : initialWizardState(props.initialText ?? ''),
  );
  const [progress, setProgress] = useState<number | null>(null);
  // Why the chosen file or address could not be charted.
  const [fileError, setFileError] = useState<string | null>(null);
  const source = dataSourceOf(state);

  // Ticker prices, once the symbol has settled (not one call per keystroke).
  const symbol = useDebounced(state.tickerSymbol.trim(), 400);
  // Fetched when there is no data yet, or candles need other data: a saved chart keeps its own.
  const needed = pricesNeeded(state);
  const price = useQuery({
    ...priceQuery(symbol),
    enabled: source === 'ticker' && needed && symbol !== '' && symbol.length <= TICKER_MAX && TICKER_PATTERN.test(symbol),
  });
  const candles = state.chartType === 'candlestick';
  // Prices are used once the symbol has settled on what is typed (a cached answer comes back at once).
  const settled = source === 'ticker' && symbol === state.tickerSymbol.trim();
  useEffect(() => {
    if (price.data && settled && needed) dispatch({ type: 'dataArrived', data: priceToChartData(price.data, candles ? 'candlestick' : 'line') });
  }, [price.data, candles, settled, needed]);
  // An unknown ticker is said on step 1, where it can be corrected.
  const typed = state.tickerSymbol.trim();
  // Without an AI model a question is not sent (nor a guest run through the signup gate for it).
  const capabilities = useCapabilities();
  const noAi = capabilities?.ai === false;
  const aiSourceNames = (capabilities?.aiSources ?? []).map((s) => s.name);
  const questionRefused = noAi && source === 'query' && !state.csvFile;
  const tickerError =
    source !== 'ticker' || typed === ''
      ? null
      : !TICKER_PATTERN.test(typed)
        ? 'A ticker symbol is letters and digits, like AAPL; longer questions go to the AI.'
        : settled && price.error && !price.isFetching
          ? errorMessage(price.error, 'Failed to fetch price data')
          : null;

  // Questions for the AI: sent once per question, when the user moves on from step 1.
  const ai = useChartFromQuery();
  // Why the last question could not be charted, shown under it until it is edited.
  const [questionError, setQuestionError] = useState<string | null>(null);
  // A saved chart's question is not asked again unless it changes.
  const asked = useRef<string | null>(props.chart?.dataSource === 'query' ? props.chart.sourceValue : null);
  const ask = () => {
    const text = state.tickerSymbol.trim();
    if (source !== 'query' || asked.current === text) return;
    asked.current = text;
    setQuestionError(null);
    ai.mutate(text, {
      onSuccess: (answer) =>
        dispatch({
          type: 'dataArrived',
          data: { labels: answer.labels, datasets: answer.datasets },
          suggested: answer.chartType,
          sources: answer.sources,
          plan: answer.plan,
          columns: answer.columns,
        }),
      onError: (error) => {
        asked.current = null;
        // Said where the question is, so it can be changed there; the toast alone is gone in 5 s.
        setQuestionError(questionFailure(error));
        dispatch({ type: 'questionFailed' });
        toastError(error, 'Chart request failed');
      },
    });
  };

  // A CSV answer as the wizard takes it: its reading and cells go to the data step's table.
  const csvArrived = (answer: CsvAnswer, choices: ReadingChoices) =>
    dispatch({
      type: 'dataArrived',
      data: { labels: answer.labels, datasets: answer.datasets },
      columns: answer.columns,
      csv: { reading: answer.reading, table: answer.table },
      choices,
    });

  // The file itself, to be read again when a guess is switched in the data step.
  const [uploaded, setUploaded] = useState<File | null>(null);
  const upload = (file: File) => {
    setUploaded(file);
    dispatch({ type: 'csvChosen', fileName: file.name });
    setProgress(0);
    setFileError(null);
    uploadCsv(file, setProgress)
      .then((answer) => csvArrived(answer, {}))
      .catch((error: unknown) => {
        // The file is not kept as chosen: the step says why, and Next stays off.
        dispatch({ type: 'csvFailed' });
        setFileError(errorMessage(error, 'CSV parse failed'));
        toastError(error, 'CSV parse failed', 'Error parsing CSV');
      })
      .finally(() => setProgress(null));
  };

  // A CSV file's address: the server fetches and reads it, and it goes on as an upload does.
  const csvFromUrl = useCsvFromUrl();
  const fetchUrl = (url: string) => {
    dispatch({ type: 'urlChosen', url });
    setFileError(null);
    csvFromUrl.mutate(
      { url },
      {
        onSuccess: (answer) => csvArrived(answer, {}),
        onError: (error) => {
          dispatch({ type: 'urlFailed' });
          setFileError(errorMessage(error, 'Failed to fetch the CSV file'));
          toastError(error, 'Failed to fetch the CSV file', 'Error fetching CSV');
        },
      },
    );
  };

  // A guess switched in the data step: the same file or address, read again with every choice so far.
  // The table shows the old reading until the new one arrives.
  const [rereading, setRereading] = useState(false);
  const reread = (choice: ReadingChoices) => {
    const choices = { ...state.choices, ...choice };
    const failed = (error: unknown) => toastError(error, 'Failed to read the file again', 'Error reading CSV');
    setRereading(true);
    if (source === 'url' && state.csvUrl) {
      csvFromUrl.mutate(
        { url: state.csvUrl, choices },
        { onSuccess: (answer) => csvArrived(answer, choices), onError: failed, onSettled: () => setRereading(false) },
      );
    } else if (source === 'csv' && uploaded) {
      uploadCsv(uploaded, () => {}, choices)
        .then((answer) => csvArrived(answer, choices))
        .catch(failed)
        .finally(() => setRereading(false));
    } else {
      setRereading(false);
    }
  };
  const canReread = (source === 'url' && state.csvUrl !== null) || (source === 'csv' && uploaded !== null);

  // A file chosen on the landing page arrives with the wizard.
  // Uploaded once per file handed in.
  const initialFile = props.initialFile;
  const uploadInitial = useEffectEvent((file: File) => upload(file));
  useEffect(() => {
    if (initialFile) uploadInitial(initialFile);
  }, [initialFile]);

  // The caption, as saved charts show it: every source an AI answer cites (linked), else the
  // ticker, the file name, or the address's file name (linked).
  const caption = captionOf({ dataSource: source, sourceValue: state.sourceLabel, source: storedSourceOf(state) });
  const cited = source === 'query' ? citedCaptions(state) : [];
  const spec: ChartSpec | null = state.chartData
    ? {
        chartType: state.chartType,
        theme: state.themeId,
        data: state.chartData,
        options: state.chartOptions,
        ...(caption ? { source: caption } : {}),
        ...(cited.length > 0 ? { sources: cited } : {}),
      }
    : null;

  // A new chart is created once; after that (and for a saved chart) Next sends what changed.
  const create = useCreateChart();
  const update = useUpdateChart();
  const saving = create.isPending || update.isPending;
  const next = () => {
    if (state.step === 1) {
      ask();
      dispatch({ type: 'next', signedIn: isAuthenticated });
    } else if (state.step === 2 && state.chartData) {
      const onSuccess = (chart: Pick<ChartRecord, 'id' | 'slug' | 'name'>) => dispatch({ type: 'saved', chart });
      if (!state.saved) {
        create.mutate(createBody(state, state.chartData), {
          onSuccess,
          onError: (error) => toastError(error, 'Failed to generate embed code. Please try again.', 'Error saving chart'),
        });
        return;
      }
      const changes = unsavedChanges(state);
      // Nothing changed: the embed code is the same, so there is nothing to send.
      if (Object.keys(changes).length === 0 && state.slug) return onSuccess({ id: state.saved.id, slug: state.slug, name: state.saved.name });
      update.mutate(
        { id: state.saved.id, changes },
        { onSuccess, onError: (error) => toastError(error, 'Failed to save your changes. Please try again.', 'Error saving chart') },
      );
    }
  };

  // Edits to a saved chart are not lost by a stray Escape or reload: closing asks first.
  const dirty = props.open && hasUnsavedChanges(state);
  const [confirmClose, setConfirmClose] = useState(false);
  const close = () => (dirty ? setConfirmClose(true) : props.onOpenChange(false));
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Each step opens at its top: the dialog scrolls, and would keep the last step's position.
  const steps = useRef<HTMLOListElement>(null);
  useEffect(() => {
    steps.current?.closest('.dialog')?.scrollTo(0, 0);
  }, [state.step]);

  const loading =
    source === 'ticker' ? price.isFetching : source === 'query' ? ai.isPending : source === 'url' ? csvFromUrl.isPending && !rereading : progress !== null;
  const chartTypes: ChartType[] = source === 'ticker' ? ['line', 'bar', 'area', 'candlestick'] : ['line', 'bar', 'area', 'pie'];

  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => (open ? props.onOpenChange(true) : close())}
      title={props.chart ? 'Edit Chart' : 'Create a Chart'}
      size="large"
    >
      <ol className="wizard-steps" aria-label="Steps" ref={steps}>
        {['Data Source', 'Customize', 'Embed'].map((name, i) => (
          <li key={name} aria-current={state.step === i + 1 ? 'step' : undefined}>
            {i + 1}. {name}
          </li>
        ))}
      </ol>
      {state.step === 1 && state.gate ? (
        <SignupGate
          preview={spec ?? { chartType: 'bar', theme: state.themeId, data: GATE_SAMPLE, options: state.chartOptions }}
          onAuthenticated={() => dispatch({ type: 'gatePassed' })}
        />
      ) : state.step === 1 ? (
        <DataSourceStep
          text={state.tickerSymbol}
          onText={(text) => {
            setFileError(null);
            setQuestionError(null);
            dispatch({ type: 'input', text });
          }}
          onFile={upload}
          csvFile={state.csvFile}
          uploadProgress={progress}
          onUrl={fetchUrl}
          csvUrl={state.csvUrl}
          fetchingUrl={csvFromUrl.isPending}
          checking={source === 'ticker' && typed !== '' && !tickerError && state.chartData === null}
          error={
            questionRefused
              ? 'This server has no AI model, so it cannot answer questions. Type a ticker symbol (up to 5 characters) or upload a CSV file.'
              : (tickerError ?? questionError)
          }
          fileError={fileError}
          ai={noAi ? false : null}
          aiSources={aiSourceNames}
        />
      ) : state.step === 2 ? (
        <CustomizeStep
          state={state}
          spec={spec}
          loading={loading && !spec}
          answering={source === 'query' && ai.isPending ? { sourceNames: aiSourceNames } : null}
          chartTypes={chartTypes}
          onChartType={(chartType) => dispatch({ type: 'chartType', chartType })}
          onTheme={(themeId) => dispatch({ type: 'theme', themeId })}
          onOption={(key, value) => dispatch({ type: 'option', key, value })}
          onTable={(edit) => dispatch({ type: 'table', edit })}
          onReread={canReread && state.reading ? reread : null}
          rereading={rereading}
        />
      ) : spec && state.slug ? (
        <ResultStep slug={state.slug} spec={spec} dataSource={source} />
      ) : null}
      <div className="dialog-buttons">
        {state.step === 1 ? (
          <button type="button" className="button button-outline" onClick={close}>
            Cancel
          </button>
        ) : (
          <button type="button" className="button button-outline" onClick={() => dispatch({ type: 'previous' })}>
            Previous
          </button>
        )}
        {state.step === 3 ? (
          <button type="button" className="button" onClick={close}>
            Close
          </button>
        ) : state.gate ? null : (
          <button type="button" className="button" disabled={isNextDisabled(state, saving) || (state.step === 1 && questionRefused)} onClick={next}>
            {saving ? (state.saved ? 'Saving Chart...' : 'Creating Chart...') : 'Next'}
          </button>
        )}
      </div>
      {confirmClose ? (
        <DiscardChangesDialog
          onKeep={() => setConfirmClose(false)}
          onDiscard={() => {
            setConfirmClose(false);
            props.onOpenChange(false);
          }}
        />
      ) : null}
    </Dialog>
  );
}
